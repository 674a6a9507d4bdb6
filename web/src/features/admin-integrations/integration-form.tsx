import { Button, Checkbox, Flex, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, getIn, type FormikErrors, type FormikHelpers } from 'formik';
import { INTEGRATION_PROVIDERS, type IntegrationProvider, type IntegrationView } from '#shared/admin/integrations-contract.ts';
import { INTEGRATION_TOASTS, PROVIDER_PROFILES } from '#shared/admin/integration-rules.ts';
import { INTEGRATION_EXTRA_TOASTS, INTEGRATION_FORM_COPY as COPY } from '#shared/admin/integrations-copy.ts';
import { Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { HttpError, serverMessage } from '../../lib/api-client.ts';
import { createIntegration } from './api/create-integration.ts';
import { updateIntegration } from './api/update-integration.ts';
import {
  EMPTY_INTEGRATION,
  createInput,
  endpointChanged,
  updateInput,
  validateIntegrationForm,
  valuesOf,
  type IntegrationFormValues,
} from './integration-form-values.ts';

type IntegrationFormProps = {
  /** The integration being edited; none for Create Integration. */
  editing?: IntegrationView;
  onDone: () => void;
  onCancel: () => void;
};

/** The field messages a 400 answer carries, keyed by dotted path (settings.clientId), as Formik errors. */
function serverFieldErrors(error: unknown): FormikErrors<IntegrationFormValues> | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  try {
    const fieldErrors = (JSON.parse(error.text) as { fieldErrors?: Record<string, string> }).fieldErrors;
    if (!fieldErrors) return undefined;
    const errors: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(fieldErrors)) {
      const [head, key] = path.split('.');
      if (head === 'settings' && key) errors.settings = { ...(errors.settings as object), [key]: message };
      else if (head) errors[head] = message;
    }
    return errors as FormikErrors<IntegrationFormValues>;
  } catch {
    return undefined;
  }
}

/**
 * Create Integration, or Edit Integration for a stored one: provider, name, keys, endpoint, list, the provider's own
 * settings and active; each field says what it means for the chosen provider. Cancel leaves and forgets the input.
 */
export function IntegrationForm({ editing, onDone, onCancel }: IntegrationFormProps) {
  const toast = useToast();
  const initial = editing ? valuesOf(editing) : EMPTY_INTEGRATION;

  const submit = async (values: IntegrationFormValues, helpers: FormikHelpers<IntegrationFormValues>) => {
    const failure = editing ? INTEGRATION_EXTRA_TOASTS.updateFailed : INTEGRATION_TOASTS.createFailed;
    try {
      if (editing) await updateIntegration(editing.id, updateInput(values));
      else await createIntegration(createInput(values));
      toast(editing ? INTEGRATION_EXTRA_TOASTS.updated : INTEGRATION_EXTRA_TOASTS.created);
      helpers.resetForm({ values: EMPTY_INTEGRATION });
      onDone();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) helpers.setErrors(fieldErrors);
      toast({ ...failure, description: serverMessage(error) ?? failure.description });
    }
  };

  return (
    <Formik
      initialValues={initial}
      validate={(values) => validateIntegrationForm(values, editing)}
      onSubmit={submit}
      validateOnBlur={false}
      enableReinitialize
    >
      {({ values, errors, submitCount, isSubmitting, getFieldProps, setFieldValue, resetForm }) => {
        const profile = PROVIDER_PROFILES[values.provider];
        // A new endpoint needs the secrets again: the key field (and secret) become required while it differs.
        const needsSecrets = Boolean(editing && endpointChanged(values, editing));
        // Messages appear from the first Create / Save on, then follow the typing. Shown on leaving a field instead, a
        // message would push the buttons down between the press and the release of a click on them, losing the click.
        const errorFor = (path: string) => (submitCount > 0 ? (getIn(errors, path) as string | undefined) : undefined);
        const cancel = () => {
          resetForm({ values: EMPTY_INTEGRATION });
          onCancel();
        };
        return (
          <Form noValidate aria-label={editing ? COPY.editTitle : COPY.createTitle}>
            <Stack gap="5" maxWidth="3xl">
              <Heading as="h3" size="md">
                {editing ? COPY.editTitle : COPY.createTitle}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Field label={COPY.provider} errorText={errorFor('provider')} required disabled={Boolean(editing)}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      {...getFieldProps('provider')}
                      autoFocus={!editing}
                      onChange={(event) => void setFieldValue('provider', event.currentTarget.value as IntegrationProvider)}
                    >
                      {INTEGRATION_PROVIDERS.map((provider) => (
                        <option key={provider} value={provider}>
                          {PROVIDER_PROFILES[provider].label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field>
                <Field label={COPY.name} errorText={errorFor('name')} required>
                  <Input {...getFieldProps('name')} autoComplete="off" autoFocus={Boolean(editing)} />
                </Field>
                <Field
                  label={`${COPY.apiKey} (${profile.apiKey.label})`}
                  helperText={
                    editing
                      ? `${profile.apiKey.help} ${COPY.storedKey}: ${editing.apiKeyMasked}. ${needsSecrets ? COPY.endpointNeedsSecrets : `${COPY.keepSecret}.`}`
                      : profile.apiKey.help
                  }
                  errorText={errorFor('apiKey')}
                  required={!editing || needsSecrets}
                >
                  <Input {...getFieldProps('apiKey')} type="password" autoComplete="off" />
                </Field>
                {profile.apiSecret && (
                  <Field
                    label={`${COPY.apiSecret} (${profile.apiSecret.label})`}
                    helperText={
                      editing?.hasApiSecret ? `${profile.apiSecret.help} ${needsSecrets ? COPY.endpointNeedsSecrets : `${COPY.keepSecret}.`}` : profile.apiSecret.help
                    }
                    errorText={errorFor('apiSecret')}
                    required={needsSecrets}
                  >
                    <Input {...getFieldProps('apiSecret')} type="password" autoComplete="off" />
                  </Field>
                )}
                <Field
                  label={`${COPY.endpoint} (${profile.endpoint.label})`}
                  helperText={editing ? `${profile.endpoint.help} ${COPY.endpointNeedsSecrets}` : profile.endpoint.help}
                  errorText={errorFor('endpoint')}
                >
                  <Input {...getFieldProps('endpoint')} type="url" inputMode="url" autoComplete="off" />
                </Field>
                {profile.listId && (
                  <Field label={`${COPY.listId} (${profile.listId.label})`} helperText={profile.listId.help} errorText={errorFor('listId')}>
                    <Input {...getFieldProps('listId')} autoComplete="off" />
                  </Field>
                )}
                {profile.settings.map((setting) => (
                  <Field
                    key={setting.key}
                    label={setting.label}
                    helperText={setting.help}
                    errorText={errorFor(`settings.${setting.key}`)}
                    required={setting.required}
                  >
                    <Input {...getFieldProps(`settings.${setting.key}`)} value={values.settings[setting.key] ?? ''} autoComplete="off" />
                  </Field>
                ))}
              </SimpleGrid>
              <Checkbox.Root
                checked={values.isActive}
                onCheckedChange={(details) => void setFieldValue('isActive', details.checked === true)}
                colorPalette="navy"
              >
                <Checkbox.HiddenInput name="isActive" />
                <Checkbox.Control />
                <Checkbox.Label>{COPY.isActive}</Checkbox.Label>
              </Checkbox.Root>
              {errors.settings && typeof errors.settings === 'string' && <Text color="fg.error">{errors.settings}</Text>}
              <Flex gap="3" wrap="wrap">
                <Button
                  type="submit"
                  colorPalette="navy"
                  loading={isSubmitting}
                  loadingText={editing ? COPY.saving : COPY.creating}
                  width={{ base: 'full', sm: 'auto' }}
                >
                  {editing ? COPY.save : COPY.create}
                </Button>
                <Button variant="outline" onClick={cancel} width={{ base: 'full', sm: 'auto' }}>
                  {COPY.cancel}
                </Button>
              </Flex>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
