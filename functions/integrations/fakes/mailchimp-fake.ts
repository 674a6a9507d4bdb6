/**
 * A local Mailchimp Marketing API for tests and the local stack. Base address `${origin}/3.0`. Checks what Mailchimp
 * documents: HTTP Basic with any user name and the API key as password; GET /ping; PUT /lists/{list_id}/members/
 * {subscriber_hash} where the hash is the MD5 of the lower-cased e-mail and status_if_new is one of Mailchimp's
 * statuses; a member is created once and updated after; PATCH .../members/{hash} changes a member's status; POST
 * .../members/{hash}/actions/delete-permanent erases one (204; 404 when there is none). Errors are problem details ({ type, title, status, detail }).
 */
import { createHash } from 'node:crypto';
import { EMAIL, sendsJson, startFake, type FakeAnswer, type FakeProvider } from './fake-server.ts';

const STATUSES = ['subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional'];

const problem = (status: number, title: string, detail: string): FakeAnswer => ({
  status,
  headers: { 'Content-Type': 'application/problem+json' },
  body: { type: 'https://mailchimp.com/developer/marketing/docs/errors/', title, status, detail, instance: 'fake' },
});

export type MailchimpFake = FakeProvider & { apiBase: string; members: Map<string, { id: string; email_address: string; status: string; merge_fields: Record<string, unknown> }> };

export async function startMailchimpFake(options: { apiKey: string; listId: string }): Promise<MailchimpFake> {
  const members: MailchimpFake['members'] = new Map();
  const fake = await startFake({
    isExempt: (request) => request.path === '/3.0/ping',
    notFound: () => problem(404, 'Resource Not Found', 'The requested resource could not be found.'),
    route(request) {
      const [scheme, encoded] = String(request.headers.authorization ?? '').split(' ');
      const password = scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString('utf8').split(':').slice(1).join(':') : undefined;
      if (password !== options.apiKey)
        return problem(401, 'API Key Invalid', "Your API key may be invalid, or you've attempted to access the wrong datacenter.");
      if (request.method === 'GET' && request.path === '/3.0/ping') return { status: 200, body: { health_status: "Everything's Chimpy!" } };
      const match = /^\/3\.0\/lists\/([^/]+)\/members\/([^/]+)$/.exec(request.path);
      if (request.method === 'PUT' && match) {
        if (match[1] !== options.listId) return problem(404, 'Resource Not Found', 'The requested resource could not be found.');
        if (!sendsJson(request)) return problem(400, 'Invalid Resource', 'The body must be JSON.');
        const body = request.body as { email_address?: unknown; status?: unknown; status_if_new?: unknown; merge_fields?: Record<string, unknown> };
        if (typeof body.email_address !== 'string' || !EMAIL.test(body.email_address))
          return problem(400, 'Invalid Resource', 'Please provide a valid email address.');
        const hash = createHash('md5').update(body.email_address.toLowerCase()).digest('hex');
        if (match[2] !== hash) return problem(400, 'Invalid Resource', 'The subscriber hash does not match the email address.');
        const existing = members.get(hash);
        if (!existing && typeof body.status !== 'string' && (typeof body.status_if_new !== 'string' || !STATUSES.includes(body.status_if_new)))
          return problem(400, 'Invalid Resource', 'The resource submitted could not be validated. status_if_new must be one of ' + STATUSES.join(', '));
        const member = {
          id: hash,
          email_address: body.email_address,
          // `status` replaces a member's status, as at Mailchimp; status_if_new only sets a new member's.
          status: typeof body.status === 'string' ? body.status : (existing?.status ?? String(body.status_if_new)),
          merge_fields: { ...existing?.merge_fields, ...body.merge_fields },
        };
        members.set(hash, member);
        return { status: 200, body: { ...member, list_id: options.listId } };
      }
      if (request.method === 'PATCH' && match) {
        const existing = members.get(match[2]!);
        if (match[1] !== options.listId || !existing) return problem(404, 'Resource Not Found', 'The requested resource could not be found.');
        const body = request.body as { status?: unknown };
        if (!sendsJson(request) || (body.status !== undefined && (typeof body.status !== 'string' || !STATUSES.includes(body.status))))
          return problem(400, 'Invalid Resource', 'The resource submitted could not be validated.');
        if (typeof body.status === 'string') existing.status = body.status;
        return { status: 200, body: { ...existing, list_id: options.listId } };
      }
      const deletion = /^\/3\.0\/lists\/([^/]+)\/members\/([^/]+)\/actions\/delete-permanent$/.exec(request.path);
      if (request.method === 'POST' && deletion) {
        if (deletion[1] !== options.listId || !members.has(deletion[2]!)) return problem(404, 'Resource Not Found', 'The requested resource could not be found.');
        members.delete(deletion[2]!);
        return { status: 204 };
      }
      return undefined;
    },
  });
  return Object.assign(fake, { apiBase: `${fake.origin}/3.0`, members });
}
