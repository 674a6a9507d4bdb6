import { CSRF_HEADER } from '#shared/admin/api-contract.ts';
import { ROUTES, routeKey } from '../routes.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff } from '../test/staff-session.ts';

// Every admin row of the route table, including the ones added after this test was written.
const ADMIN_ROUTES = ROUTES.filter((route) => route.access === 'admin');
/** A concrete path for the route: each {parameter} filled with a plausible value. */
const concretePath = (path: string) => path.replace(/\{(\w+)\+?\}/g, 'example-id');

describe('every admin route needs a staff session', () => {
  it('has admin routes to walk', () => {
    expect(ADMIN_ROUTES.map(routeKey)).toEqual(expect.arrayContaining(['GET /api/auth/me', 'GET /api/admin/audit']));
  });

  it.each(ADMIN_ROUTES.map((route) => [routeKey(route), route] as const))('%s answers 401 without a session', async (_key, route) => {
    // Act
    const response = await invokeRoute(route.method, concretePath(route.path), {
      body: route.method === 'GET' ? undefined : {},
    });

    // Assess
    expect(response.statusCode).toBe(401);
    expect(response.json).toEqual({ message: 'Please log in.' });
  });

  it.each(ADMIN_ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s answers 401 to a session cookie that is not a verified Cognito token, even with a CSRF token',
    async (_key, route) => {
      // Prepare
      const staff = await loggedInStaff();
      const forgedSession = staff.cookies.map((pair) => (pair.startsWith('__Host-session=') ? '__Host-session=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' : pair));

      // Act
      const response = await invokeRoute(route.method, concretePath(route.path), {
        body: route.method === 'GET' ? undefined : {},
        cookies: forgedSession,
        headers: staff.headers,
      });

      // Assess
      expect(staff.headers[CSRF_HEADER]).toBeTruthy();
      expect(response.statusCode).toBe(401);
    },
  );
});
