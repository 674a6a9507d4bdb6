/**
 * How long personal data is kept, and how fast a privacy request is answered: one constant each, which the privacy
 * policy states and the jobs that act on them read (the daily anonymisation of inactive leads, the data-request log's
 * due dates).
 *
 * Operators change the retention period here, before a build and deploy (a build-time constant: the policy page is
 * prerendered with it, and the job is bundled with it, so the two can never disagree; see the README, "Privacy").
 */

/**
 * Months after its last activity that a lead that never became a client (its status is not closed) is kept before it
 * is anonymised. Ours: the spec states no period.
 */
export const LEAD_RETENTION_MONTHS = 24;

/**
 * Days a newsletter sign-up that was never confirmed (the e-mailed link not followed) is kept before it is deleted.
 * Ours: the spec states no period; the link itself expires after 7 days.
 */
export const UNCONFIRMED_SIGNUP_DAYS = 30;

/** Days within which a privacy request is answered (spec: "privacy requests answered within 30 days"). */
export const PRIVACY_REQUEST_RESPONSE_DAYS = 30;
