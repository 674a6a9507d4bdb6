/**
 * Every public route of the route table, walked from the table itself: its success answer, its 400 with the spec's
 * field messages, 415 for a body that is not JSON (POST), and a readable 5xx with nothing of AWS's error text when
 * DynamoDB fails. A route added to the table without a case below shows up as a todo naming it, so it is never
 * silently left out. The staff routes (functions/auth/**, admin) are tested with the back office that owns them.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { ROUTES, routeKey, type Route } from './routes.ts';
import { invokeRoute } from './test/invoke-route.ts';
import { withoutRateCounters } from './test/rate-counters.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

beforeAll(() => {
  process.env.TABLE_NAME = 'contract-table';
  process.env.SES_SENDER = 'reports@example.com';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  // What CloudFront adds to the requests it forwards (apiEvent sends it), so its viewer headers are believed.
  process.env.ORIGIN_VERIFY_SECRET = 'contract-origin-secret';
  // The key of the suppression check's keyed hash (the tax report checks its recipient before sending).
  process.env.PRIVACY_HMAC_SECRET = 'contract-privacy-key';
});
beforeEach(() => {
  dynamo.reset();
  ses.reset();
});

type Request = { path: string; body?: unknown; headers?: Record<string, string> };
type Case = {
  /** A request the route accepts, with the table answering as it would. */
  success: { request: Request; table?: () => void; status: number };
  /** A request with wrong fields, and the message the spec gives for each (or 'no input' for routes without any). */
  invalid: { request: Request; fieldErrors?: Record<string, string> } | 'no input';
};

const calculation = calculateTax({ profit: 250_000, method: 'dividend' });

/** One case per public route; the expected messages are the spec's words, copied. */
const CASES: Record<string, Case> = {
  'POST /api/leads': {
    success: { request: { path: '/api/leads', body: { fullName: 'Al', email: 'al@example.com', phone: '0501234567' } }, status: 201 },
    invalid: {
      request: { path: '/api/leads', body: { fullName: 'A', email: 'al@example', phone: '123456789' } },
      fieldErrors: {
        fullName: 'Full name must be at least 2 characters',
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number',
      },
    },
  },
  'POST /api/leads/capture': {
    success: {
      request: { path: '/api/leads/capture', body: { name: 'Tom Reed', email: 'tom@example.co.uk', page: 'uk-hub', formType: 'uk_guide', source: '/uk' } },
      status: 201,
    },
    invalid: {
      request: { path: '/api/leads/capture', body: { name: '', email: 'tom@example', page: 'uk-hub', formType: 'uk_guide', source: '/uk' } },
      fieldErrors: { name: 'Name is required', email: 'Please enter a valid email address' },
    },
  },
  'POST /api/tax-report': {
    success: {
      request: { path: '/api/tax-report', body: { calculation, timestamp: '2025-07-01T10:00:00.000Z', personalDetails: { name: 'Hannah Price', email: 'hannah@example.co.uk', phone: '' } } },
      status: 201,
    },
    invalid: {
      request: { path: '/api/tax-report', body: { calculation, timestamp: '2025-07-01T10:00:00.000Z', personalDetails: { name: 'Hannah', email: '', phone: '0123' } } },
      fieldErrors: { 'personalDetails.email': 'Email is required', 'personalDetails.phone': 'Please enter a valid phone number' },
    },
  },
  'POST /api/newsletter': {
    success: { request: { path: '/api/newsletter', body: { email: 'news@example.com' } }, status: 201 },
    invalid: { request: { path: '/api/newsletter', body: { email: 'news@' } }, fieldErrors: { email: 'Invalid email' } },
  },
  'POST /api/newsletter/confirm': {
    success: {
      request: { path: '/api/newsletter/confirm', body: { token: 'a-token-from-the-email' } },
      table: () => dynamo.onAnyCommand().resolves({ Item: { pk: 'NEWSLETTER_TOKEN#x', sk: 'NEWSLETTER_TOKEN', email: 'news@example.com', expiresAt: 4_102_444_800 } }),
      status: 200,
    },
    // Ours (the spec has no double opt-in): an empty token reads as an unknown link.
    invalid: {
      request: { path: '/api/newsletter/confirm', body: { token: '' } },
      fieldErrors: { token: 'This confirmation link is not valid or has expired. Please subscribe again from the form at the bottom of any page.' },
    },
  },
  'GET /api/content/{key}': {
    success: {
      request: { path: '/api/content/hero_title' },
      table: () => dynamo.onAnyCommand().resolves({ Item: { pk: 'CONTENT#hero_title', sk: 'CONTENT', key: 'hero_title', title: 'Hero', content: 'Hello', isActive: true } }),
      status: 200,
    },
    // Ours (the spec names no message): a key that cannot exist is refused before the table is asked.
    invalid: { request: { path: '/api/content/not%20a%20key!' }, fieldErrors: { key: 'Unknown content key' } },
  },
  'GET /api/testimonials': { success: { request: { path: '/api/testimonials' }, status: 200 }, invalid: 'no input' },
  'GET /api/tracking-tags/active': { success: { request: { path: '/api/tracking-tags/active' }, status: 200 }, invalid: 'no input' },
  'GET /api/phone-numbers': { success: { request: { path: '/api/phone-numbers' }, status: 200 }, invalid: 'no input' },
  'GET /api/page-content/active': { success: { request: { path: '/api/page-content/active' }, status: 200 }, invalid: 'no input' },
  'POST /api/vitals': {
    success: { request: { path: '/api/vitals', body: { page: '/uk', device: 'phone', metrics: { LCP: 2100, CLS: 0.02 } } }, status: 204 },
    // Ours (the spec has no beacon): one message for any malformed measurement.
    invalid: {
      request: { path: '/api/vitals', body: { page: '/uk', device: 'tablet', metrics: { LCP: -1 } } },
      fieldErrors: { device: 'Invalid measurement', 'metrics.LCP': 'Invalid measurement' },
    },
  },
  'POST /api/analytics/events': {
    success: { request: { path: '/api/analytics/events', body: { type: 'click', page: '/uk-dubai-3', device: 'phone', button: 'whatsapp-hero' } }, status: 204 },
    // Ours (issue 26; the spec has no beacon): one message for anything the pages never send.
    invalid: {
      request: { path: '/api/analytics/events', body: { type: 'view', page: '/uk', device: 'tablet' } },
      fieldErrors: { device: 'This analytics beacon is not one the site sends.' },
    },
  },
  'GET /api/site-settings': { success: { request: { path: '/api/site-settings' }, status: 200 }, invalid: 'no input' },
  'GET /api/geo': {
    success: { request: { path: '/api/geo', headers: { 'CloudFront-Viewer-Country': 'DE' } }, status: 200 },
    invalid: 'no input',
  },
};

const isStaffRoute = (route: Route) => route.access === 'admin' || route.handler.startsWith('auth/');
const publicRoutes = ROUTES.filter((route) => !isStaffRoute(route));
const covered = publicRoutes.filter((route) => CASES[routeKey(route)]);
const uncovered = publicRoutes.filter((route) => !CASES[routeKey(route)]);

/** An AWS error as the SDK throws it: its text names the table and the account, which a visitor must never see. */
const awsError = () =>
  Object.assign(new Error('Requested resource not found: Table: arn:aws:dynamodb:eu-west-2:123456789012:table/contract-table'), {
    name: 'ResourceNotFoundException',
    $fault: 'client',
    $metadata: { httpStatusCode: 400 },
  });

const send = (route: Route, request: Request) =>
  invokeRoute(route.method, request.path, { body: request.body, headers: request.headers });

const writes = () => dynamo.calls().filter((call) => !['GetCommand', 'QueryCommand'].includes(call.args[0].constructor.name));

describe.each(covered.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
  const routeCase = CASES[routeKey(route)]!;

  it('answers its success status', async () => {
    // Prepare: the table and SES accept (an empty table for lists), unless the case says what the table holds.
    dynamo.onAnyCommand().resolves({ Items: [] });
    ses.onAnyCommand().resolves({ MessageId: 'contract' });
    routeCase.success.table?.();

    // Act
    const response = await send(route, routeCase.success.request);

    // Assess
    expect(response.statusCode).toBe(routeCase.success.status);
  });

  if (routeCase.invalid !== 'no input') {
    const invalid = routeCase.invalid;
    it('answers 400 with a message under each wrong field, and writes and sends nothing', async () => {
      const response = await send(route, invalid.request);

      expect(response.statusCode).toBe(400);
      if (invalid.fieldErrors) expect(response.json.fieldErrors).toEqual(invalid.fieldErrors);
      expect(withoutRateCounters(dynamo.calls())).toHaveLength(0);
      expect(ses.calls()).toHaveLength(0);
    });
  }

  if (route.method === 'POST') {
    it('answers 415 "Send the request body as application/json." for a body of another type, and writes nothing', async () => {
      const request = routeCase.success.request;

      const response = await invokeRoute(route.method, request.path, {
        rawBody: JSON.stringify(request.body),
        headers: { 'Content-Type': 'text/plain' },
      });

      expect(response.statusCode).toBe(415);
      expect(response.json).toEqual({ message: 'Send the request body as application/json.' });
      expect(withoutRateCounters(dynamo.calls())).toHaveLength(0);
      expect(ses.calls()).toHaveLength(0);
    });
  }

  if (route.table !== 'none') {
    it('when DynamoDB fails, answers a readable 5xx with nothing of the AWS error, and sends no e-mail', async () => {
      dynamo.onAnyCommand().rejects(awsError());
      ses.onAnyCommand().resolves({ MessageId: 'contract' });

      const response = await send(route, routeCase.success.request);

      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(response.json).toEqual({ message: 'Something went wrong. Please try again.' });
      expect(response.body).not.toMatch(/arn:aws|ResourceNotFound|contract-table|at .+\.ts/);
      expect(ses.calls()).toHaveLength(0);
      // Every write it tried was a single request (one item or one transaction): a failed one leaves nothing behind.
      expect(writes().length).toBeLessThanOrEqual(1);
    });
  }
});

describe('the route table', () => {
  it('has a contract case for every public route (a new one is named here until CASES covers it)', () => {
    expect(uncovered.map(routeKey)).toEqual([]);
  });
});
