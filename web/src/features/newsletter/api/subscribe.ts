import useSWRMutation from 'swr/mutation';
import type { Attribution } from '#shared/lead/lead-rules.ts';
import { api } from '../../../lib/api-client.ts';

export const NEWSLETTER_URL = '/api/newsletter';

export type SubscribeRequest = { email: string; attribution: Attribution };

/** POST /api/newsletter: asks to subscribe an address (201 for every valid address; it is e-mailed a confirmation link). */
export function subscribe({ email, attribution }: SubscribeRequest): Promise<unknown> {
  return api.post<unknown>(NEWSLETTER_URL, { email: email.trim(), attribution });
}

export function useSubscribe() {
  return useSWRMutation(NEWSLETTER_URL, (_url: string, { arg }: { arg: SubscribeRequest }) => subscribe(arg));
}
