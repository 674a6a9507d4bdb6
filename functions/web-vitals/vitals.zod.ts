/** POST /api/vitals: one visit's Core Web Vitals, as the public pages send them with navigator.sendBeacon. */
import * as z from 'zod';
import { DEVICES, PERFORMANCE_MESSAGES, VITAL_METRICS, VITALS_RULES, type VitalMetric } from '#shared/admin/performance-rules.ts';
import { paths } from '#shared/site-paths.ts';

/** The pages a digest may be kept for: the site's public routes (one list, the router's), anything else is "other". */
const KNOWN_PAGES = new Set<string>(Object.values(paths).filter((path) => path !== paths.admin));
export const OTHER_PAGE = '(other)';

const metricValue = (metric: VitalMetric) => z.number({ error: PERFORMANCE_MESSAGES.beacon }).finite().min(0, PERFORMANCE_MESSAGES.beacon).max(VITALS_RULES.maxValue[metric], PERFORMANCE_MESSAGES.beacon);

export const vitalsBeaconSchema = z.object({
  // An unknown path is kept as "other", so a visitor cannot make the day's partition grow without bound.
  page: z
    .string({ error: PERFORMANCE_MESSAGES.beacon })
    .max(VITALS_RULES.pathMax, PERFORMANCE_MESSAGES.beacon)
    .transform((page) => (KNOWN_PAGES.has(page) ? page : OTHER_PAGE)),
  device: z.enum(DEVICES, { error: PERFORMANCE_MESSAGES.beacon }),
  metrics: z
    .object(Object.fromEntries(VITAL_METRICS.map((metric) => [metric, metricValue(metric).optional()])) as Record<VitalMetric, z.ZodOptional<z.ZodNumber>>, { error: PERFORMANCE_MESSAGES.beacon })
    .strict()
    .refine((metrics) => Object.values(metrics).some((value) => value !== undefined), PERFORMANCE_MESSAGES.beacon),
});
export type VitalsBeaconInput = z.infer<typeof vitalsBeaconSchema>;
