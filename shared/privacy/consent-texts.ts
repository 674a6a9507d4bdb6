/**
 * Every consent wording a visitor is shown beside a form, with a version per text: the forms render these words and
 * the API records which of them (id and version) the visitor saw and ticked with the submission, so a stored lead
 * proves what it was agreed to. Changing a text's words means a new version (keep the old entry's id, raise the
 * version): a lead keeps the version it was given.
 *
 * The UK texts are the checkbox labels the forms already showed; the home lead form has no checkbox (the spec shows
 * none), so its entry is the privacy notice shown beside it.
 */

export type ConsentKind = 'privacy' | 'marketing' | 'notice';

export type ConsentText = {
  /** Stable id, stored with the submission. */
  readonly id: string;
  /** Raised whenever the words change. */
  readonly version: number;
  readonly kind: ConsentKind;
  /** The words, exactly as the form shows them. */
  readonly text: string;
};

export const CONSENT_TEXTS = {
  /** The home page lead form: the notice under the form (no checkbox). */
  homeLeadNotice: {
    id: 'home-lead-privacy-notice',
    version: 1,
    kind: 'notice',
    text: 'We use these details only to answer your request. Our Privacy Policy explains how we handle your data and your rights.',
  },
  /** The UK hub's migration-guide form: the optional e-mail updates box. */
  ukGuideUpdates: {
    id: 'uk-guide-email-updates',
    version: 1,
    kind: 'marketing',
    text: 'Send me e-mail updates about moving my business to Dubai',
  },
  /** The UK sales pages' mid-page form: the optional e-mail updates box. */
  ukSalesUpdates: {
    id: 'uk-sales-email-updates',
    version: 1,
    kind: 'marketing',
    text: 'Send me e-mail updates about moving my business to Dubai (optional).',
  },
  /** The PDF tax report request: the required privacy consent box. */
  ukReportPrivacy: {
    id: 'uk-report-privacy-consent',
    version: 1,
    kind: 'privacy',
    text: 'I agree to the privacy policy and to be contacted about my report',
  },
} as const satisfies Record<string, ConsentText>;

export type ConsentId = (typeof CONSENT_TEXTS)[keyof typeof CONSENT_TEXTS]['id'];

/** What the browser sends with a submission: which consent texts it showed (always shown) and whether each was ticked. */
export type ConsentClaim = { id: ConsentId; version: number; given: boolean };

/** What is stored with the submission: the claim, marked shown, with the time the server received it. */
export type ConsentRecord = ConsentClaim & { shown: true; at: string };

/** The claim for a text as the form shows it now. */
export function consentClaim(text: ConsentText, given: boolean): ConsentClaim {
  return { id: text.id as ConsentId, version: text.version, given };
}

/** The stored records of the claims a submission carried, stamped with the time the server received it. */
export function consentRecords(claims: readonly ConsentClaim[] | undefined, receivedAt: Date): ConsentRecord[] | undefined {
  if (!claims || claims.length === 0) return undefined;
  const at = receivedAt.toISOString();
  return claims.map(({ id, version, given }) => ({ id, version, shown: true, given, at }));
}

/** The messages of the API's consent checks (400). */
export const CONSENT_MESSAGES = {
  unknown: 'Unknown consent text: reload the page and send the form again',
  duplicate: 'Each consent text may be sent once',
} as const;
