/**
 * The Create / Edit Integration form's values and how they become the API's bodies. Kept apart from the component so
 * the mapping (what is sent, what is left out so the stored key stays) is unit-tested.
 */
import type {
  CreateIntegrationInput,
  IntegrationProvider,
  IntegrationView,
  UpdateIntegrationInput,
} from '#shared/admin/integrations-contract.ts';
import { yupToFormErrors, validateYupSchema, type FormikErrors } from 'formik';
import { endpointChangeIssues, LOCAL_FAKES_HOST, PROVIDER_PROFILES } from '#shared/admin/integration-rules.ts';
import { integrationFormYupSchema } from '#shared/admin/integration.yup.ts';

export type IntegrationFormValues = {
  provider: IntegrationProvider;
  name: string;
  apiKey: string;
  apiSecret: string;
  endpoint: string;
  listId: string;
  settings: Record<string, string>;
  isActive: boolean;
};

/** A new integration: the first provider, active by default (spec section 5). */
export const EMPTY_INTEGRATION: IntegrationFormValues = {
  provider: 'zoho_crm',
  name: '',
  apiKey: '',
  apiSecret: '',
  endpoint: '',
  listId: '',
  settings: {},
  isActive: true,
};

/** The form filled from a stored integration; the keys stay empty (the browser never has them: empty keeps them). */
export function valuesOf(integration: IntegrationView): IntegrationFormValues {
  return {
    provider: integration.provider,
    name: integration.name,
    apiKey: '',
    apiSecret: '',
    endpoint: integration.endpoint ?? '',
    listId: integration.listId ?? '',
    settings: { ...integration.settings },
    isActive: integration.isActive,
  };
}

/** Only the settings the chosen provider uses, trimmed, empty ones left out. */
function providerSettings(values: IntegrationFormValues): Record<string, string> {
  const entries = PROVIDER_PROFILES[values.provider].settings
    .map(({ key }) => [key, (values.settings[key] ?? '').trim()] as const)
    .filter(([, value]) => value !== '');
  return Object.fromEntries(entries);
}

/** Fields the provider does not use are not sent, even when typed before the provider changed. */
const usesSecret = (values: IntegrationFormValues) => PROVIDER_PROFILES[values.provider].apiSecret !== null;
const usesList = (values: IntegrationFormValues) => PROVIDER_PROFILES[values.provider].listId !== null;

/** POST /api/email-integrations body: trimmed, optional fields only when filled in. */
export function createInput(values: IntegrationFormValues): CreateIntegrationInput {
  const apiSecret = usesSecret(values) ? values.apiSecret.trim() : '';
  const endpoint = values.endpoint.trim();
  const listId = usesList(values) ? values.listId.trim() : '';
  return {
    provider: values.provider,
    name: values.name.trim(),
    apiKey: values.apiKey.trim(),
    ...(apiSecret && { apiSecret }),
    ...(endpoint && { endpoint }),
    ...(listId && { listId }),
    settings: providerSettings(values),
    isActive: values.isActive,
  };
}

/**
 * PUT /api/email-integrations/{id} body: an empty key or secret is left out so the stored one stays; an emptied
 * endpoint or list is removed (null).
 */
export function updateInput(values: IntegrationFormValues): UpdateIntegrationInput {
  const apiKey = values.apiKey.trim();
  const apiSecret = usesSecret(values) ? values.apiSecret.trim() : '';
  return {
    name: values.name.trim(),
    ...(apiKey && { apiKey }),
    ...(apiSecret && { apiSecret }),
    endpoint: values.endpoint.trim() || null,
    listId: (usesList(values) && values.listId.trim()) || null,
    settings: providerSettings(values),
    isActive: values.isActive,
  };
}

/**
 * The hosts where the form admits a plain-http endpoint: the local provider fakes' host, and only while the admin
 * itself is served from this machine (the local stack). The API decides with its own list (INTEGRATION_TEST_HOSTS).
 */
export function formTestHosts(pageHostname: string | undefined = globalThis.location?.hostname): string[] {
  return pageHostname === 'localhost' || pageHostname === LOCAL_FAKES_HOST ? [LOCAL_FAKES_HOST] : [];
}

/** True when the edit changes the stored endpoint: the key (and secret) must then be entered again. */
export function endpointChanged(values: IntegrationFormValues, editing: Pick<IntegrationView, 'endpoint'>): boolean {
  return (values.endpoint.trim() || undefined) !== (editing.endpoint?.trim() || undefined);
}

/**
 * The form's messages (the shared Yup schema). When editing, an empty key, or an empty secret while one is stored,
 * means "keep the stored one", so their "required" messages do not apply; but a changed endpoint needs them entered
 * again (the API's rule, endpointChangeIssues), so the stored key never follows a new address.
 */
export async function validateIntegrationForm(
  values: IntegrationFormValues,
  editing?: Pick<IntegrationView, 'hasApiSecret' | 'provider' | 'endpoint'>,
  testHosts: string[] = formTestHosts(),
): Promise<FormikErrors<IntegrationFormValues>> {
  let errors: FormikErrors<IntegrationFormValues> = {};
  try {
    await validateYupSchema({ ...values, settings: providerSettings(values) }, integrationFormYupSchema, false, { testHosts });
  } catch (error) {
    errors = yupToFormErrors<IntegrationFormValues>(error);
    if (editing && !values.apiKey.trim()) delete errors.apiKey;
    if (editing?.hasApiSecret && !values.apiSecret.trim()) delete errors.apiSecret;
  }
  if (editing) {
    const change = { endpoint: values.endpoint.trim() || null, apiKey: values.apiKey, apiSecret: values.apiSecret };
    for (const issue of endpointChangeIssues(editing, change)) errors[issue.path as 'apiKey' | 'apiSecret'] ??= issue.message;
  }
  return errors;
}
