import { object, string } from 'yup';
import { UK_FORM_LIMITS } from './form-rules.ts';
import { personalDetailsYupSchema } from './pdf-request.yup.ts';

const { name, email, phone } = personalDetailsYupSchema.fields;

/** Company and revenue are free text; the API keeps at most this much of each (lead-capture.zod.ts). */
const optionalText = string().trim().default('').max(UK_FORM_LIMITS.sourceMax);

/**
 * The /uk-dubai consultation form (Formik): name and e-mail required, phone optional but a real number when given,
 * company and revenue optional; the same rules as the API's consultation lead (lead-capture.zod.ts).
 */
export const consultationYupSchema = object({ name, email, phone, company: optionalText, revenue: optionalText });

/** The /uk-dubai report card (Formik): the e-mail only, with the API's report-request rule. */
export const reportCaptureYupSchema = object({ email });
