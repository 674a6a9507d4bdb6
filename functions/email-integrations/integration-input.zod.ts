/** The integration routes' path parameters (the bodies' schemas are shared: #shared/admin/integration.zod.ts). */
import * as z from 'zod';
import { INTEGRATION_MESSAGES } from '#shared/admin/integration-rules.ts';

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

export const integrationIdPathSchema = z.object({ id: id(INTEGRATION_MESSAGES.integrationNotFound) });
export type IntegrationIdPath = z.infer<typeof integrationIdPathSchema>;

export const leadIntegrationPathSchema = z.object({
  /** The lead's id; named `id` like every /api/leads/{id} route (API Gateway wants one name per path segment). */
  id: id(INTEGRATION_MESSAGES.leadNotFound),
  integrationId: id(INTEGRATION_MESSAGES.integrationNotFound),
});
export type LeadIntegrationPath = z.infer<typeof leadIntegrationPathSchema>;
