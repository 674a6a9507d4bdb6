import { boolean, object, string } from 'yup';
import { EMAIL_PATTERN, UK_FORM_LIMITS, UK_FORM_MESSAGES } from './form-rules.ts';

/** The guide and mid-page lead forms (Formik): name and e-mail required, consent optional. */
export const leadCaptureYupSchema = object({
  name: string()
    .trim()
    .required(UK_FORM_MESSAGES.nameRequired)
    .max(UK_FORM_LIMITS.nameMax, UK_FORM_MESSAGES.nameTooLong),
  email: string()
    .trim()
    .required(UK_FORM_MESSAGES.emailRequired)
    .max(UK_FORM_LIMITS.emailMax, UK_FORM_MESSAGES.email)
    .matches(EMAIL_PATTERN, UK_FORM_MESSAGES.email),
  consent: boolean().default(false),
});
