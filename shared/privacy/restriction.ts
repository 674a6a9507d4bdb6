/**
 * Restriction of processing and withdrawal of marketing consent (issue 23, "Restriction and objection"): what staff
 * send, what the routes answer, and the one predicate every sender asks before it syncs, e-mails or exports a lead.
 *
 * A restricted person ("do not contact / do not process") keeps their leads for the record, each stamped with
 * `restriction` (why, when, by whom); a person-level marker (functions/data/restrictions.ts) stamps the leads they
 * send later too. Lifting the restriction removes both.
 */

/** Why, when and by whom processing of a person's data was restricted (stored on each of their leads). */
export type LeadRestriction = {
  /** The person's request as staff recorded it. */
  reason: string;
  /** ISO time the restriction was set. */
  at: string;
  /** The staff username who set it. */
  by: string;
};

/** The audit actions, one record per lead: restricted (before/after: the restriction, null for none), lifted, consent withdrawn. */
export const RESTRICTION_AUDIT_ACTIONS = {
  restrict: 'lead.restrict',
  lift: 'lead.restrict.lifted',
  withdrawMarketing: 'lead.marketing.withdrawn',
} as const;

/** The characters a restriction's reason may have at most. */
export const RESTRICTION_REASON_MAX = 500;

export const PRIVACY_RESTRICTION_PATH = '/api/admin/privacy/restriction';
export const PRIVACY_WITHDRAW_CONSENT_PATH = '/api/admin/privacy/withdraw-consent';

/** PUT /api/admin/privacy/restriction: the person (by e-mail or phone), restrict or lift, and why (when restricting). */
export type RestrictionBody = ({ email: string } | { phone: string }) & { restricted: boolean; reason?: string };
/** Its answer: the state now and how many of the person's leads (and captures) carry it. */
export type RestrictionAnswer = { restricted: boolean; leads: number };

/** POST /api/admin/privacy/withdraw-consent: the person, by e-mail or phone. */
export type WithdrawConsentBody = { email: string } | { phone: string };
/** Its answer: the leads marked, the newsletter subscriptions unsubscribed, the providers asked to unsubscribe. */
export type WithdrawConsentAnswer = { leads: number; subscriptions: number; providers: number };

/**
 * Whether a lead may no longer be processed: never synced to a provider, e-mailed or exported. True when the person
 * asked for restriction (the lead carries `restriction`); false for a lead that does not exist.
 */
export function isProcessingRestricted(lead: { restriction?: LeadRestriction | null } | undefined | null): boolean {
  return Boolean(lead?.restriction);
}

/** Whether the person withdrew their marketing consent after this lead was sent (`marketingWithdrawnAt` is set). */
export function isMarketingWithdrawn(lead: { marketingWithdrawnAt?: string | null } | undefined | null): boolean {
  return Boolean(lead?.marketingWithdrawnAt);
}
