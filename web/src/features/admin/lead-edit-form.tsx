import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { AdminLead } from '#shared/admin/api-contract.ts';
import { LEAD_FIELD_LABELS } from '#shared/admin/admin-copy.ts';
import { LEAD_EDIT_COPY, LEAD_EDIT_FIELDS, LEAD_EDIT_LIMITS, type LeadEditBody, type LeadEditField } from '#shared/admin/lead-edit-rules.ts';
import { leadEditYupSchema, type LeadEditValues } from '#shared/admin/lead-edit.yup.ts';
import { COUNTRIES } from '#shared/countries.ts';
import { LEAD_LIMITS } from '#shared/lead/lead-rules.ts';
import { Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { updateLead } from './api/update-lead.ts';
import { useRefreshLeads } from './use-refresh-leads.ts';

const valuesOf = (lead: AdminLead): LeadEditValues =>
  Object.fromEntries(LEAD_EDIT_FIELDS.map((field) => [field, (lead[field] as string | undefined) ?? ''])) as LeadEditValues;

/** Only what staff changed is sent, so a correction never writes back a field someone else changed meanwhile. */
function changesOf(lead: AdminLead, values: LeadEditValues): LeadEditBody {
  const before = valuesOf(lead);
  return Object.fromEntries(
    LEAD_EDIT_FIELDS.map((field) => [field, values[field].trim()] as const).filter(([field, value]) => value !== before[field].trim()),
  );
}

const TEXT_FIELDS: { field: LeadEditField; type?: string; maxLength: number }[] = [
  { field: 'fullName', maxLength: LEAD_LIMITS.fullNameMax },
  { field: 'email', type: 'email', maxLength: LEAD_LIMITS.emailMax },
  { field: 'phone', type: 'tel', maxLength: LEAD_LIMITS.phoneMax },
  { field: 'companyName', maxLength: LEAD_EDIT_LIMITS.companyNameMax },
  { field: 'businessActivity', maxLength: LEAD_EDIT_LIMITS.businessActivityMax },
  { field: 'preferredStructure', maxLength: LEAD_EDIT_LIMITS.preferredStructureMax },
];

/** The lead's personal fields as a form (rectification): the API's rules and messages, the changed fields saved. */
export function LeadEditForm({ lead, onDone }: { lead: AdminLead; onDone: () => void }) {
  const toast = useToast();
  const refresh = useRefreshLeads();
  const submit = async (values: LeadEditValues, helpers: FormikHelpers<LeadEditValues>) => {
    const changes = changesOf(lead, values);
    if (Object.keys(changes).length === 0) return onDone();
    try {
      await updateLead(lead.id, changes);
      toast({ title: LEAD_EDIT_COPY.savedTitle, description: LEAD_EDIT_COPY.savedDescription, variant: 'default' });
      await refresh();
      onDone();
    } catch (error) {
      toast({ title: LEAD_EDIT_COPY.failedTitle, description: serverMessage(error) ?? LEAD_EDIT_COPY.failed, variant: 'destructive' });
      helpers.setSubmitting(false);
    }
  };
  return (
    <Formik initialValues={valuesOf(lead)} validationSchema={leadEditYupSchema} onSubmit={submit}>
      {({ errors, touched, isSubmitting, getFieldProps }) => {
        const errorOf = (field: LeadEditField) => (touched[field] ? errors[field] : undefined);
        return (
          <Form noValidate aria-label={LEAD_EDIT_COPY.edit}>
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                {TEXT_FIELDS.map(({ field, type, maxLength }) => (
                  <Field key={field} label={LEAD_FIELD_LABELS[field]} errorText={errorOf(field)}>
                    <Input {...getFieldProps(field)} type={type ?? 'text'} maxLength={maxLength} />
                  </Field>
                ))}
                <Field label={LEAD_FIELD_LABELS.country} errorText={errorOf('country')}>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...getFieldProps('country')}>
                      <option value="">{LEAD_EDIT_COPY.noCountry}</option>
                      {COUNTRIES.map((country) => (
                        <option key={country} value={country}>
                          {country}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field>
              </SimpleGrid>
              <Field label={LEAD_FIELD_LABELS.additionalRequirements} errorText={errorOf('additionalRequirements')}>
                <Textarea {...getFieldProps('additionalRequirements')} rows={3} maxLength={LEAD_EDIT_LIMITS.additionalRequirementsMax} />
              </Field>
              <HStack gap="2">
                <Button type="submit" size="sm" loading={isSubmitting} loadingText={LEAD_EDIT_COPY.saving}>
                  {LEAD_EDIT_COPY.save}
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={onDone} disabled={isSubmitting}>
                  {LEAD_EDIT_COPY.cancel}
                </Button>
              </HStack>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
