import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { SESSION_MESSAGES } from '#shared/auth/session-messages.ts';
import { ROUTES, routeKey } from '../../routes.ts';
import { sessionToken, verifySessionToken, type Staff } from '../../auth/session.ts';
import { isSessionRevoked } from '../../data/revoked-sessions.ts';
import { staffSessionEnded } from '../../data/staff-members.ts';
import { unauthorized } from '../errors.ts';

const accessByRouteKey = new Map(ROUTES.map((route) => [routeKey(route), route.access]));

/**
 * Enforces the route table's access column: an 'admin' route answers 401 without a verified staff session, or with a
 * session that was logged out (one GetItem for its revocation record per admin request) or whose member of staff was
 * disabled in the Team view (one GetItem for their staff record, read at the same time). Never 403, which the
 * distribution reserves for missing site objects. A route missing from the table is refused, so a handler deployed
 * without a row fails closed.
 */
export function sessionGuard(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async (request) => {
      const access = accessByRouteKey.get(request.event.routeKey);
      if (access === 'public') return;
      if (access === undefined) throw unauthorized('This route is not in the route table.');
      const session = await verifySessionToken(sessionToken(request.event.cookies));
      if (!session) throw unauthorized(SESSION_MESSAGES.loginRequired);
      // Logged out, or the member's account disabled (or enabled again since this session began): refused at once.
      const [revoked, ended] = await Promise.all([
        isSessionRevoked(session.tokenId),
        staffSessionEnded(session.staff.username, session.authTime),
      ]);
      if (revoked || ended) throw unauthorized(SESSION_MESSAGES.loginRequired);
      (request.context as { staff?: Staff }).staff = session.staff;
    },
  };
}
