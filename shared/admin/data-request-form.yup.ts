import { object, string } from 'yup';
import { EMAIL_PATTERN } from '../lead/lead-rules.ts';
import {
  DATA_REQUEST_LIMITS,
  DATA_REQUEST_TYPES,
  VERIFICATION_METHODS,
  type DataRequestCreateInput,
  type DataRequestType,
  type VerificationMethod,
} from './data-request-contract.ts';
import { DATA_REQUEST_MESSAGES as MESSAGES } from './data-request-messages.ts';

/** The log form's fields, flat (the form holds text; '' is "not chosen" / "none"). */
export type DataRequestFormValues = {
  type: DataRequestType | '';
  requesterName: string;
  requesterEmail: string;
  requesterPhone: string;
  verificationMethod: VerificationMethod | '';
  verificationDetails: string;
  receivedOn: string;
};

/**
 * The log form of the Data requests tab: the same rules and messages as the API's Zod schema
 * (functions/data-requests/data-request.zod.ts). Whether the day is in the future is the API's to say (its clock).
 */
export const dataRequestYupSchema = object({
  type: string().required(MESSAGES.type).oneOf(DATA_REQUEST_TYPES, MESSAGES.type),
  requesterName: string().trim().required(MESSAGES.requesterName).max(DATA_REQUEST_LIMITS.nameMax, MESSAGES.requesterNameTooLong),
  requesterEmail: string()
    .trim()
    .test('email', MESSAGES.email, (value) => !value || (value.length <= DATA_REQUEST_LIMITS.emailMax && EMAIL_PATTERN.test(value)))
    .test('emailOrPhone', MESSAGES.emailOrPhone, (value, context) => Boolean(value?.trim() || String(context.parent.requesterPhone ?? '').trim())),
  requesterPhone: string()
    .trim()
    .test('phone', MESSAGES.phone, (value) => !value || (value.length >= DATA_REQUEST_LIMITS.phoneMin && value.length <= DATA_REQUEST_LIMITS.phoneMax)),
  verificationMethod: string().required(MESSAGES.verificationMethod).oneOf(VERIFICATION_METHODS, MESSAGES.verificationMethod),
  verificationDetails: string()
    .trim()
    .max(DATA_REQUEST_LIMITS.verificationDetailsMax, MESSAGES.verificationDetails)
    .test('details', MESSAGES.verificationDetailsRequired, (value, context) => context.parent.verificationMethod !== 'other' || Boolean(value?.trim())),
  receivedOn: string().required(MESSAGES.receivedOn).matches(/^\d{4}-\d{2}-\d{2}$/u, MESSAGES.receivedOn),
});

/** The form's values as POST /api/admin/privacy/requests takes them (empty texts left out). */
export function dataRequestInputOf(values: DataRequestFormValues): DataRequestCreateInput {
  const text = (value: string) => value.trim() || undefined;
  const email = text(values.requesterEmail);
  const phone = text(values.requesterPhone);
  const details = text(values.verificationDetails);
  return {
    type: values.type as DataRequestType,
    requester: { name: values.requesterName.trim(), ...(email ? { email } : {}), ...(phone ? { phone } : {}) },
    verification: { method: values.verificationMethod as VerificationMethod, ...(details ? { details } : {}) },
    receivedOn: values.receivedOn,
  };
}
