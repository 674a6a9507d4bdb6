/** POST /api/analytics/events and GET /api/admin/analytics: the beacon's shapes and the staff read's range. */
import * as z from 'zod';
import {
  ANALYTICS_CONVERSIONS,
  ANALYTICS_RULES,
  analyticsButtonOf,
  analyticsPageOf,
  CONSENT_DECISIONS,
  DEVICES,
  utmValueOf,
} from '#shared/analytics/analytics-rules.ts';
import { ANALYTICS_MESSAGES } from '#shared/analytics/analytics-messages.ts';
import { addDays } from '#shared/lead/first-contact-promise.ts';

const error = ANALYTICS_MESSAGES.beacon;

// An unknown path is counted as "(other)" (analyticsPageOf): the list is closed, so the table cannot grow from it.
const page = z.string({ error }).max(ANALYTICS_RULES.pathMax, error).transform(analyticsPageOf);
const device = z.enum(DEVICES, { error });
const utmValue = z.string({ error }).max(ANALYTICS_RULES.utmInputMax, error).transform(utmValueOf).optional();

export const analyticsBeaconSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('view'),
      page,
      device,
      utm: z.strictObject({ source: utmValue, medium: utmValue, campaign: utmValue }, { error }).optional(),
    }),
    z.strictObject({
      type: z.literal('click'),
      page,
      device,
      button: z.string({ error }).max(ANALYTICS_RULES.pathMax, error).transform(analyticsButtonOf),
    }),
    z.strictObject({ type: z.literal('conversion'), page, device, conversion: z.enum(ANALYTICS_CONVERSIONS, { error }) }),
    z.strictObject({ type: z.literal('consent'), decision: z.enum(CONSENT_DECISIONS, { error }) }),
  ],
  { error },
);
export type AnalyticsBeaconInput = z.infer<typeof analyticsBeaconSchema>;

/** A calendar day that exists (2026-02-30 does not). */
const day = z
  .string({ error: ANALYTICS_MESSAGES.day })
  .regex(/^\d{4}-\d{2}-\d{2}$/, ANALYTICS_MESSAGES.day)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00.000Z`)) && new Date(`${value}T00:00:00.000Z`).toISOString().startsWith(value), ANALYTICS_MESSAGES.day);

/** The range's checks compare days, so they run only once both are days (Zod runs refinements after failed fields too). */
const bothDays = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

export const analyticsRangeSchema = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => from <= to, { message: ANALYTICS_MESSAGES.order, path: ['from'], when: bothDays })
  .refine(({ from, to }) => from > to || addDays(from, ANALYTICS_RULES.maxRangeDays - 1) >= to, {
    message: ANALYTICS_MESSAGES.tooLong(ANALYTICS_RULES.maxRangeDays),
    path: ['to'],
    when: bothDays,
  });
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;
