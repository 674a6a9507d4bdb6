/**
 * A local SendGrid Marketing Contacts API for tests and the local stack. Base address = origin. Checks what SendGrid
 * documents: `Authorization: Bearer <key>`; PUT /v3/marketing/contacts with { list_ids?, contacts: [{ email, ... }] }
 * answers 202 { job_id }; GET /v3/marketing/contacts/imports/{id} answers the job ('pending' on the first look, then
 * 'completed'); GET /v3/scopes tests the key; errors are { errors: [{ field, message }] }; 429 carries X-RateLimit-*.
 */
import { randomUUID } from 'node:crypto';
import { EMAIL, sendsJson, startFake, type FakeProvider } from './fake-server.ts';

export type SendGridFake = FakeProvider & {
  apiBase: string;
  contacts: Map<string, { id: string; email: string; list_ids: string[]; fields: Record<string, unknown> }>;
  jobs: Map<string, { status: string; looks: number }>;
  /** Addresses on the global unsubscribe list (lower case). */
  suppressions: Set<string>;
};

const error = (status: number, message: string, field: string | null = null) => ({ status, body: { errors: [{ field, message }] } });

export async function startSendGridFake(options: { apiKey: string }): Promise<SendGridFake> {
  const contacts: SendGridFake['contacts'] = new Map();
  const jobs: SendGridFake['jobs'] = new Map();
  const suppressions: SendGridFake['suppressions'] = new Set();
  const fake = await startFake({
    isExempt: (request) => request.path === '/v3/scopes',
    notFound: () => error(404, 'resource not found'),
    route(request) {
      if (request.headers.authorization !== `Bearer ${options.apiKey}`) return error(401, 'authorization required');
      if (request.method === 'GET' && request.path === '/v3/scopes') return { status: 200, body: { scopes: ['marketing.read', 'marketing.write'] } };
      if (request.method === 'PUT' && request.path === '/v3/marketing/contacts') {
        if (!sendsJson(request)) return error(400, 'invalid JSON');
        const body = request.body as { list_ids?: unknown; contacts?: unknown };
        if (!Array.isArray(body.contacts) || body.contacts.length === 0) return error(400, 'contacts is required', 'contacts');
        if (body.list_ids !== undefined && !(Array.isArray(body.list_ids) && body.list_ids.every((id) => typeof id === 'string')))
          return error(400, 'list_ids must be an array of strings', 'list_ids');
        for (const [index, contact] of (body.contacts as { email?: unknown }[]).entries())
          if (typeof contact.email !== 'string' || !EMAIL.test(contact.email)) return error(400, 'email is invalid', `contacts[${index}].email`);
        for (const contact of body.contacts as { email: string }[]) {
          const existing = contacts.get(contact.email.toLowerCase());
          contacts.set(contact.email.toLowerCase(), {
            id: existing?.id ?? randomUUID(),
            email: contact.email,
            list_ids: [...new Set([...(existing?.list_ids ?? []), ...((body.list_ids as string[]) ?? [])])],
            fields: { ...existing?.fields, ...contact },
          });
        }
        const jobId = randomUUID();
        jobs.set(jobId, { status: 'pending', looks: 0 });
        return { status: 202, body: { job_id: jobId } };
      }
      if (request.method === 'POST' && request.path === '/v3/marketing/contacts/search/emails') {
        const body = request.body as { emails?: unknown };
        if (!sendsJson(request) || !Array.isArray(body.emails) || !body.emails.length) return error(400, 'emails is required', 'emails');
        const result = Object.fromEntries(
          (body.emails as string[]).flatMap((email) => {
            const contact = contacts.get(String(email).toLowerCase());
            return contact ? [[email, { contact: { id: contact.id, email: contact.email } }]] : [];
          }),
        );
        return Object.keys(result).length ? { status: 200, body: { result } } : error(404, 'No contacts found');
      }
      if (request.method === 'DELETE' && request.path === '/v3/marketing/contacts') {
        const ids = (request.query.get('ids') ?? '').split(',').filter(Boolean);
        if (!ids.length) return error(400, 'ids or delete_all_contacts is required', 'ids');
        for (const [email, contact] of contacts) if (ids.includes(contact.id)) contacts.delete(email);
        return { status: 202, body: { job_id: randomUUID() } };
      }
      if (request.method === 'POST' && request.path === '/v3/asm/suppressions/global') {
        const body = request.body as { recipient_emails?: unknown };
        if (!sendsJson(request) || !Array.isArray(body.recipient_emails) || !body.recipient_emails.every((email) => typeof email === 'string' && EMAIL.test(email)))
          return error(400, 'recipient_emails must be an array of e-mail addresses', 'recipient_emails');
        for (const email of body.recipient_emails as string[]) suppressions.add(email.toLowerCase());
        return { status: 201, body: { recipient_emails: body.recipient_emails } };
      }
      const job = /^\/v3\/marketing\/contacts\/imports\/([^/]+)$/.exec(request.path);
      if (request.method === 'GET' && job) {
        const found = jobs.get(job[1]!);
        if (!found) return error(404, 'job not found');
        found.looks++;
        if (found.status === 'pending' && found.looks > 1) found.status = 'completed';
        return {
          status: 200,
          body: { id: job[1], status: found.status, job_type: 'upsert', results: { requested_count: 1, created_count: 1, updated_count: 0, deleted_count: 0, errored_count: 0 } },
        };
      }
      return undefined;
    },
  });
  return Object.assign(fake, { apiBase: fake.origin, contacts, jobs, suppressions });
}
