/**
 * The words of the fields every public form shares, so each form labels them the same way ('Email
 * Address' everywhere). Form-specific texts the spec fixes stay with their form (shared/spec-disagreements.md).
 */
export const FORM_FIELD_WORDING = {
  fullName: { label: 'Full Name', placeholder: 'Your full name' },
  email: { label: 'Email Address', placeholder: 'you@company.com' },
} as const;
