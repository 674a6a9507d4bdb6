import useSWRMutation from 'swr/mutation';
import type { Attribution } from '#shared/lead/lead-rules.ts';
import { HONEYPOT_FIELD } from '#shared/public-forms/honeypot.ts';
import { api } from '../../../lib/api-client.ts';

export const NEWSLETTER_URL = '/api/newsletter';

/** `honeypot`: the form's honeypot value, empty from a person. */
export type SubscribeRequest = { email: string; attribution: Attribution; honeypot: string };

/** POST /api/newsletter: asks to subscribe an address (201 for every valid address; it is e-mailed a confirmation link). */
export function subscribe({ email, attribution, honeypot }: SubscribeRequest): Promise<unknown> {
  return api.post<unknown>(NEWSLETTER_URL, { email: email.trim(), attribution, [HONEYPOT_FIELD]: honeypot });
}

export function useSubscribe() {
  return useSWRMutation(NEWSLETTER_URL, (_url: string, { arg }: { arg: SubscribeRequest }) => subscribe(arg));
}
