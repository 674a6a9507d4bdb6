import { boolean, object, string } from 'yup';
import { EMAIL_PATTERN, isValidOptionalPhone, UK_FORM_LIMITS, UK_FORM_MESSAGES } from './form-rules.ts';

/** The personal details as the web form checks them: the same rules and messages as the API's Zod schema. */
export const personalDetailsYupSchema = object({
  name: string()
    .trim()
    .required(UK_FORM_MESSAGES.nameRequired)
    .max(UK_FORM_LIMITS.nameMax, UK_FORM_MESSAGES.nameTooLong),
  email: string()
    .trim()
    .required(UK_FORM_MESSAGES.emailRequired)
    .max(UK_FORM_LIMITS.emailMax, UK_FORM_MESSAGES.email)
    .matches(EMAIL_PATTERN, UK_FORM_MESSAGES.email),
  phone: string().trim().default('').test('phone', UK_FORM_MESSAGES.phone, (value) => isValidOptionalPhone(value)),
});

/** The PDF request form (Formik): the personal details plus the privacy consent. */
export const pdfRequestYupSchema = personalDetailsYupSchema.shape({
  consent: boolean().required(UK_FORM_MESSAGES.consent).oneOf([true], UK_FORM_MESSAGES.consent),
});
