import type { Attribution } from '#shared/lead/lead-rules.ts';
import { entityItem, putIfAbsent } from './items.ts';

const KIND = 'NEWSLETTER';

export type NewsletterSubscription = { email: string; subscribedAt: string; attribution?: Attribution };

/**
 * Subscribes an address (access pattern: subscribe). Addresses are compared without case, so subscribing twice stores
 * one subscription; the answer says whether this call created it.
 */
export async function subscribe(
  email: string,
  options: { attribution?: Attribution; now?: () => Date } = {},
): Promise<{ created: boolean }> {
  const subscription: NewsletterSubscription = {
    email,
    subscribedAt: (options.now ?? (() => new Date()))().toISOString(),
    attribution: options.attribution,
  };
  const id = email.toLowerCase();
  return { created: await putIfAbsent(entityItem(KIND, id, subscription, { order: `${subscription.subscribedAt}#${id}` })) };
}
