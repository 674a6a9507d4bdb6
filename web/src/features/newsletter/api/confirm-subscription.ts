import { NEWSLETTER_CONFIRM_PATH } from '#shared/main-site/newsletter-confirmation.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /api/newsletter/confirm: confirms the subscription the e-mailed token was issued for (200; 409 used; 404 unknown). */
export function confirmSubscription(token: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(NEWSLETTER_CONFIRM_PATH, { token });
}
