import { boolean, mixed, object, string, ValidationError } from 'yup';
import { INTEGRATION_PROVIDERS } from './integrations-contract.ts';
import {
  INTEGRATION_LIMITS as L,
  INTEGRATION_MESSAGES as M,
  isValidEndpoint,
  providerIssues,
  type EndpointOptions,
  type ProviderFields,
} from './integration-rules.ts';

// Yup's own trim() throws on a non-string; trim strings only and let typeError answer.
const trimString = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * The Create Integration form's schema (Yup), the same rules as createIntegrationSchema. settings is an object of
 * strings (settings.clientId for Zoho CRM). The validation context may name test hosts ({ testHosts }), as the API's
 * createIntegrationSchemaFor does.
 */
export const integrationFormYupSchema = object({
  provider: string().typeError(M.provider).required(M.provider).oneOf(INTEGRATION_PROVIDERS, M.provider),
  name: string().typeError(M.nameRequired).transform(trimString).required(M.nameRequired).max(L.nameMax, M.nameTooLong),
  apiKey: string().typeError(M.apiKeyRequired).transform(trimString).required(M.apiKeyRequired).max(L.apiKeyMax, M.apiKeyTooLong),
  apiSecret: string().typeError(M.apiSecretTooLong).transform(trimString).max(L.apiKeyMax, M.apiSecretTooLong),
  endpoint: string()
    .typeError(M.invalidUrl)
    .transform(trimString)
    .max(L.endpointMax, M.invalidUrl)
    .test('url', M.invalidUrl, (value) => !value || isValidEndpoint(value)),
  listId: string().typeError(M.listIdTooLong).transform(trimString).max(L.listIdMax, M.listIdTooLong),
  settings: mixed<Record<string, string>>().test('settings', M.settingTooLong, (value) =>
    value == null || Object.values(value).every((v) => typeof v === 'string' && v.trim().length <= L.settingValueMax),
  ),
  isActive: boolean(),
}).test('provider-rules', (value, ctx) => {
  const issues = providerIssues(value as ProviderFields, { testHosts: (ctx.options.context as EndpointOptions | undefined)?.testHosts });
  if (issues.length === 0) return true;
  return new ValidationError(issues.map((issue) => ctx.createError({ path: issue.path, message: issue.message })));
});
