/**
 * A local MailerLite (connect API) for tests and the local stack. Base address `${origin}/api`. Checks what MailerLite
 * documents: `Authorization: Bearer <token>`, `Accept: application/json`, JSON bodies; POST /subscribers creates (201)
 * or updates (200) by e-mail, 422 with field errors for a bad address, and, like MailerLite, replaces an existing
 * subscriber's status when one is sent; GET /subscribers/{id or email} finds one (404 when none); GET /groups lists
 * groups; 401 for a wrong token; 404 otherwise. failNext() scripts 429 (Retry-After) and 5xx answers.
 */
import { EMAIL, sendsJson, startFake, type FakeProvider } from './fake-server.ts';

export type MailerLiteFake = FakeProvider & { apiBase: string; subscribers: Map<string, { id: string; email: string; fields: Record<string, unknown>; groups: string[]; status: string }> };

export async function startMailerLiteFake(options: { token: string }): Promise<MailerLiteFake> {
  const subscribers: MailerLiteFake['subscribers'] = new Map();
  const fake = await startFake({
    isExempt: (request) => request.method === 'GET',
    notFound: () => ({ status: 404, body: { message: 'Resource not found.' } }),
    route(request) {
      if (request.headers.authorization !== `Bearer ${options.token}`) return { status: 401, body: { message: 'Unauthenticated.' } };
      if (request.headers.accept !== 'application/json') return { status: 406, body: { message: 'Accept must be application/json.' } };
      if (request.method === 'GET' && request.path === '/api/groups') return { status: 200, body: { data: [], links: {}, meta: { total: 0 } } };
      const one = /^\/api\/subscribers\/([^/]+)$/.exec(request.path);
      if (request.method === 'GET' && one) {
        const key = decodeURIComponent(one[1]!).toLowerCase();
        const found = subscribers.get(key) ?? [...subscribers.values()].find((subscriber) => subscriber.id === key);
        return found ? { status: 200, body: { data: found } } : undefined;
      }
      if (request.method === 'POST' && request.path === '/api/subscribers') {
        if (!sendsJson(request)) return { status: 400, body: { message: 'The body must be JSON.' } };
        const body = request.body as { email?: unknown; fields?: Record<string, unknown>; groups?: unknown; status?: unknown };
        if (typeof body.email !== 'string' || !EMAIL.test(body.email))
          return { status: 422, body: { message: 'The email must be a valid email address.', errors: { email: ['The email must be a valid email address.'] } } };
        if (body.groups !== undefined && !(Array.isArray(body.groups) && body.groups.every((g) => typeof g === 'string')))
          return { status: 422, body: { message: 'The groups must be an array.', errors: { groups: ['The groups must be an array.'] } } };
        const existing = subscribers.get(body.email.toLowerCase());
        const subscriber = {
          id: existing?.id ?? String(Math.floor(Math.random() * 1e15)),
          email: body.email,
          fields: { ...existing?.fields, ...body.fields },
          groups: [...new Set([...(existing?.groups ?? []), ...((body.groups as string[]) ?? [])])],
          status: typeof body.status === 'string' ? body.status : (existing?.status ?? 'active'),
        };
        subscribers.set(body.email.toLowerCase(), subscriber);
        return { status: existing ? 200 : 201, body: { data: subscriber } };
      }
      const byId = (id: string) => [...subscribers.entries()].find(([, subscriber]) => subscriber.id === decodeURIComponent(id));
      if (request.method === 'PUT' && one) {
        const found = byId(one[1]!);
        if (!found) return undefined;
        const body = request.body as { status?: unknown };
        if (!sendsJson(request) || (body.status !== undefined && !['active', 'unsubscribed', 'unconfirmed', 'bounced', 'junk'].includes(String(body.status))))
          return { status: 422, body: { message: 'The selected status is invalid.', errors: { status: ['The selected status is invalid.'] } } };
        if (typeof body.status === 'string') found[1].status = body.status;
        return { status: 200, body: { data: found[1] } };
      }
      const forget = /^\/api\/subscribers\/([^/]+)\/forget$/.exec(request.path);
      if (request.method === 'POST' && forget) {
        const found = byId(forget[1]!);
        if (!found) return undefined;
        subscribers.delete(found[0]);
        return { status: 200, body: { message: 'Subscriber will be forgotten within 30 days.' } };
      }
      return undefined;
    },
  });
  return Object.assign(fake, { apiBase: `${fake.origin}/api`, subscribers });
}
