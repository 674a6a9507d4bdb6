import * as z from 'zod';
import { INTEGRATION_PROVIDERS } from './integrations-contract.ts';
import { INTEGRATION_LIMITS as L, INTEGRATION_MESSAGES as M, isValidEndpoint, providerIssues, type EndpointOptions } from './integration-rules.ts';

const trimmedText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || undefined);

const endpoint = z
  .string({ error: M.invalidUrl })
  .trim()
  .max(L.endpointMax, M.invalidUrl)
  .refine((value) => value === '' || isValidEndpoint(value), M.invalidUrl)
  .optional()
  .transform((value) => value || undefined);

const settings = z.record(z.string().max(50), z.string({ error: M.settingTooLong }).trim().max(L.settingValueMax, M.settingTooLong));

/**
 * POST /api/email-integrations (Zod), with the hosts where the environment also allows plain http (read on every
 * parse: the API passes INTEGRATION_TEST_HOSTS, which only the local stack and the tests set).
 */
export const createIntegrationSchemaFor = (testHosts: () => EndpointOptions['testHosts'] = () => []) =>
  z
    .object({
      provider: z.enum(INTEGRATION_PROVIDERS, { error: M.provider }),
      name: trimmedText(M.nameRequired, L.nameMax, M.nameTooLong),
      apiKey: trimmedText(M.apiKeyRequired, L.apiKeyMax, M.apiKeyTooLong),
      apiSecret: optionalText(L.apiKeyMax, M.apiSecretTooLong),
      endpoint,
      listId: optionalText(L.listIdMax, M.listIdTooLong),
      settings: settings.optional().transform((value) => value ?? {}),
      isActive: z.boolean().optional().transform((value) => value ?? true),
    })
    .superRefine((value, ctx) => {
      for (const issue of providerIssues(value, { testHosts: testHosts() }))
        ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
    });

/** POST /api/email-integrations (Zod) where no test host is allowed: every endpoint is the provider's https address. */
export const createIntegrationSchema = createIntegrationSchemaFor();

export type CreateIntegrationParsed = z.infer<typeof createIntegrationSchema>;

/** PUT /api/email-integrations/{id} (Zod): partial; '' keeps a key, null or '' clears endpoint / listId / apiSecret. */
export const updateIntegrationSchema = z.object({
  name: trimmedText(M.nameRequired, L.nameMax, M.nameTooLong).optional(),
  apiKey: z.string({ error: M.apiKeyTooLong }).trim().max(L.apiKeyMax, M.apiKeyTooLong).optional(),
  apiSecret: z.string({ error: M.apiSecretTooLong }).trim().max(L.apiKeyMax, M.apiSecretTooLong).nullable().optional(),
  endpoint: z
    .string({ error: M.invalidUrl })
    .trim()
    .max(L.endpointMax, M.invalidUrl)
    .refine((value) => value === '' || isValidEndpoint(value), M.invalidUrl)
    .nullable()
    .optional(),
  listId: z.string({ error: M.listIdTooLong }).trim().max(L.listIdMax, M.listIdTooLong).nullable().optional(),
  settings: settings.optional(),
  isActive: z.boolean().optional(),
});

export type UpdateIntegrationParsed = z.infer<typeof updateIntegrationSchema>;

/** POST /api/leads/bulk-sync (Zod). */
export const bulkSyncSchema = z.object({
  leadIds: z
    .array(z.string({ error: M.noLeadsSelected }).trim().min(1, M.noLeadsSelected).max(100, M.leadNotFound), { error: M.noLeadsSelected })
    .min(1, M.noLeadsSelected)
    .max(L.bulkSyncMax, M.tooManyLeads)
    .transform((ids) => [...new Set(ids)]),
  integrationId: z.string({ error: M.integrationRequired }).trim().min(1, M.integrationRequired).max(100, M.integrationNotFound),
});
