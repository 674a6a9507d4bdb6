/**
 * The data-request routes' input (shared/admin/data-request-contract.ts), with the messages of
 * shared/admin/data-request-messages.ts; the log form checks the same with shared/admin/data-request-form.yup.ts.
 * Whether the day received is in the future depends on the request's clock: the create route checks it.
 */
import * as z from 'zod';
import {
  DATA_REQUEST_CHECKLIST_ITEMS,
  DATA_REQUEST_LIMITS,
  DATA_REQUEST_STATUSES,
  DATA_REQUEST_TYPES,
  VERIFICATION_METHODS,
} from '#shared/admin/data-request-contract.ts';
import { DATA_REQUEST_MESSAGES as MESSAGES } from '#shared/admin/data-request-messages.ts';
import { EMAIL_PATTERN } from '#shared/lead/lead-rules.ts';

/** Optional text: trimmed, and an empty text is no value. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

const email = z
  .string({ error: MESSAGES.email })
  .trim()
  .refine((value) => value === '' || (value.length <= DATA_REQUEST_LIMITS.emailMax && EMAIL_PATTERN.test(value)), MESSAGES.email)
  .optional()
  .transform((value) => value || undefined);

const phone = z
  .string({ error: MESSAGES.phone })
  .trim()
  .refine((value) => value === '' || (value.length >= DATA_REQUEST_LIMITS.phoneMin && value.length <= DATA_REQUEST_LIMITS.phoneMax), MESSAGES.phone)
  .optional()
  .transform((value) => value || undefined);

const verification = z
  .object(
    {
      method: z.enum(VERIFICATION_METHODS, { error: MESSAGES.verificationMethod }),
      details: optionalText(DATA_REQUEST_LIMITS.verificationDetailsMax, MESSAGES.verificationDetails),
    },
    { error: MESSAGES.verificationMethod },
  )
  .refine((value) => value.method !== 'other' || value.details !== undefined, { message: MESSAGES.verificationDetailsRequired, path: ['details'] });

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
const day = z
  .string({ error: MESSAGES.receivedOn })
  .regex(/^\d{4}-\d{2}-\d{2}$/u, MESSAGES.receivedOn)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, MESSAGES.receivedOn);

/** POST /api/admin/privacy/requests. */
export const dataRequestCreateSchema = z.object({
  type: z.enum(DATA_REQUEST_TYPES, { error: MESSAGES.type }),
  requester: z
    .object(
      {
        name: z
          .string({ error: MESSAGES.requesterName })
          .trim()
          .min(1, MESSAGES.requesterName)
          .max(DATA_REQUEST_LIMITS.nameMax, MESSAGES.requesterNameTooLong),
        email,
        phone,
      },
      { error: MESSAGES.requesterName },
    )
    .refine((value) => value.email !== undefined || value.phone !== undefined, { message: MESSAGES.emailOrPhone, path: ['email'] }),
  verification,
  receivedOn: day,
  outcome: optionalText(DATA_REQUEST_LIMITS.outcomeMax, MESSAGES.outcome),
});
export type DataRequestCreateBody = z.infer<typeof dataRequestCreateSchema>;

const checklist = z.strictObject(
    Object.fromEntries(DATA_REQUEST_CHECKLIST_ITEMS.map((item) => [item, z.boolean({ error: MESSAGES.checklist }).optional()])) as Record<
      (typeof DATA_REQUEST_CHECKLIST_ITEMS)[number],
      z.ZodOptional<z.ZodBoolean>
    >,
  { error: MESSAGES.checklist },
);

/** PATCH /api/admin/privacy/requests/{id}: only what is sent changes; at least one thing. */
export const dataRequestUpdateSchema = z
  .object({
    status: z.enum(DATA_REQUEST_STATUSES, { error: MESSAGES.status }).optional(),
    // An empty text clears what was done (while the request is open).
    outcome: z.string({ error: MESSAGES.outcome }).trim().max(DATA_REQUEST_LIMITS.outcomeMax, MESSAGES.outcome).optional(),
    checklist: checklist.optional(),
    verification: verification.optional(),
  })
  .refine(
    (body) => body.status !== undefined || body.outcome !== undefined || body.verification !== undefined || Object.values(body.checklist ?? {}).some((value) => value !== undefined),
    { message: MESSAGES.nothingToChange },
  );
export type DataRequestUpdateBody = z.infer<typeof dataRequestUpdateSchema>;

export const dataRequestIdPathSchema = z.object({
  id: z
    .string({ error: MESSAGES.requestId })
    .trim()
    .min(1, MESSAGES.requestId)
    .max(128, MESSAGES.requestId)
    .regex(/^[A-Za-z0-9-]+$/u, MESSAGES.requestId),
});
export type DataRequestIdPath = z.infer<typeof dataRequestIdPathSchema>;
