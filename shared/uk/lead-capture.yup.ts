import { boolean, object } from 'yup';
import { personalDetailsYupSchema } from './pdf-request.yup.ts';

const { name, email } = personalDetailsYupSchema.fields;

/** The guide and mid-page lead forms (Formik): name and e-mail required (the PDF form's rules), consent optional. */
export const leadCaptureYupSchema = object({
  name,
  email,
  consent: boolean().default(false),
});
