/**
 * Correcting a lead's personal fields (rectification, issue 23): which fields staff may change, the limits and messages
 * of the fields the public forms do not check, and every word the edit shows. The name, e-mail, phone and country keep
 * the public lead form's rules and messages (shared/lead/lead-rules.ts); lead-edit.zod.ts (the API) and
 * lead-edit.yup.ts (the admin form) are both built from here, and lead-edit-schemas.test.ts proves they agree.
 */

/** The personal fields of the spec's Lead entity that staff may correct, in the order the form shows them. */
export const LEAD_EDIT_FIELDS = [
  'fullName',
  'email',
  'phone',
  'companyName',
  'businessActivity',
  'preferredStructure',
  'country',
  'additionalRequirements',
] as const;
export type LeadEditField = (typeof LEAD_EDIT_FIELDS)[number];

/** What PATCH /api/leads/{id} takes: only the fields to change. An empty text clears an optional field. */
export type LeadEditBody = Partial<Record<LeadEditField, string>>;

/** Ours (the spec sets no limits for these): long enough for any real company, activity or structure. */
export const LEAD_EDIT_LIMITS = {
  companyNameMax: 200,
  businessActivityMax: 200,
  preferredStructureMax: 200,
  additionalRequirementsMax: 2000,
} as const;

export const LEAD_EDIT_MESSAGES = {
  companyName: `Company must be at most ${LEAD_EDIT_LIMITS.companyNameMax} characters`,
  businessActivity: `Business activity must be at most ${LEAD_EDIT_LIMITS.businessActivityMax} characters`,
  preferredStructure: `Preferred structure must be at most ${LEAD_EDIT_LIMITS.preferredStructureMax} characters`,
  additionalRequirements: `Additional requirements must be at most ${LEAD_EDIT_LIMITS.additionalRequirementsMax} characters`,
  nothingToChange: 'Please change at least one field',
  conflict: 'This lead was changed by someone else while you were editing it. Please reload it and make your change again.',
} as const;

/** The words of the edit in the lead detail dialog. */
export const LEAD_EDIT_COPY = {
  edit: 'Edit details',
  save: 'Save changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  noCountry: 'No country',
  savedTitle: 'Lead updated',
  savedDescription: 'The corrected details are being sent to every active integration.',
  failedTitle: 'Lead not updated',
  failed: 'The changes could not be saved. Please try again.',
  auditAction: 'Lead details corrected',
} as const;
