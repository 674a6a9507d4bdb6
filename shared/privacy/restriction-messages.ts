/**
 * Every text of restriction of processing and withdrawal of marketing consent: the routes' answers, the Privacy
 * view's actions and the lead list's and lead detail's signs.
 */
import { RESTRICTION_AUDIT_ACTIONS, RESTRICTION_REASON_MAX } from './restriction.ts';

/** What the routes answer. */
export const RESTRICTION_MESSAGES = {
  restricted: 'Say whether processing is restricted (true) or the restriction lifted (false)',
  reasonRequired: 'Enter the reason for restricting processing (the person’s request)',
  reasonTooLong: `The reason can have at most ${RESTRICTION_REASON_MAX} characters`,
  /** A sync, an e-mail or an export refused for a restricted lead. */
  refused: (reason: string) => `Processing restricted at the person's request: ${reason}`,
  conflict: 'The person’s records changed while this was saved. Search again and retry.',
} as const;

/** The admin's words. */
export const RESTRICTION_COPY = {
  label: 'Do not contact / do not process',
  badge: 'Do not contact',
  /** The lead detail's banner: why, when, by whom. */
  banner: (reason: string, when: string, by: string) => `Processing restricted at the person's request: ${reason} (${when}, by ${by})`,
  marketingWithdrawn: (when: string) => `Marketing consent withdrawn ${when}`,
  restrict: 'Restrict processing',
  lift: 'Lift restriction',
  withdraw: 'Withdraw marketing consent',
  reasonLabel: 'Reason (the person’s request)',
  reasonHelp: 'Their leads stay for the record but are never synced, e-mailed or exported again.',
  restrictTitle: 'Restrict processing',
  restrictConfirm: 'Restrict',
  liftTitle: 'Lift the restriction?',
  liftQuestion: 'Their leads can be synced, e-mailed and exported again, and their new submissions are no longer restricted.',
  liftConfirm: 'Lift restriction',
  withdrawTitle: 'Withdraw marketing consent?',
  withdrawQuestion:
    'Their newsletter subscription is ended, their leads no longer count as marketing consent, and every provider holding them is asked to unsubscribe them.',
  withdrawConfirm: 'Withdraw consent',
  cancel: 'Cancel',
  restrictedToast: (leads: number) => `Processing restricted (${leads} lead${leads === 1 ? '' : 's'})`,
  liftedToast: (leads: number) => `Restriction lifted (${leads} lead${leads === 1 ? '' : 's'})`,
  withdrawnToast: (leads: number, subscriptions: number, providers: number) =>
    `Marketing consent withdrawn: ${leads} lead${leads === 1 ? '' : 's'}, ${subscriptions} newsletter subscription${subscriptions === 1 ? '' : 's'}, ${providers} provider request${providers === 1 ? '' : 's'}`,
  failed: 'That did not work. Please try again.',
} as const;

/** The audit log's words for the actions (spread into admin-copy.ts AUDIT_ACTION_LABELS). */
export const RESTRICTION_AUDIT_LABELS: Record<string, string> = {
  [RESTRICTION_AUDIT_ACTIONS.restrict]: 'Processing restricted (do not contact)',
  [RESTRICTION_AUDIT_ACTIONS.lift]: 'Processing restriction lifted',
  [RESTRICTION_AUDIT_ACTIONS.withdrawMarketing]: 'Marketing consent withdrawn',
};
