import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { Form, Formik } from 'formik';
import { COUNTRIES } from '#shared/countries.ts';
import { leadFormYupSchema, type LeadFormValues } from '#shared/lead/lead.yup.ts';
import { LEAD_FORM } from '#shared/main-site/home-content.ts';
import { SUBMITTING_LABEL } from '#shared/main-site/messages.ts';
import { Field } from '../../components/ui/field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { HoneypotField } from '../../lib/honeypot-field.tsx';
import { useSubmitLead } from './use-submit-lead.ts';
import { FocusFirstInvalid } from '../../lib/focus-first-invalid.tsx';

const EMPTY_LEAD: LeadFormValues = { fullName: '', email: '', phone: '', country: '' };

/** The lead form: name, e-mail, phone and an optional country, each with its error under it. */
export function LeadForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const submitLead = useSubmitLead(formRef);

  return (
    <Formik initialValues={EMPTY_LEAD} validationSchema={leadFormYupSchema} onSubmit={submitLead}>
      {({ errors, touched, isSubmitting, getFieldProps }) => {
        const errorFor = (field: keyof LeadFormValues) => (touched[field] ? errors[field] : undefined);
        return (
          <Form noValidate ref={formRef}>
            <FocusFirstInvalid />
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <Field label={LEAD_FORM.fields.fullName.label} errorText={errorFor('fullName')} required>
                  <Input {...getFieldProps('fullName')} autoComplete="name" placeholder={LEAD_FORM.fields.fullName.placeholder} />
                </Field>
                <Field label={LEAD_FORM.fields.email.label} errorText={errorFor('email')} required>
                  <Input
                    {...getFieldProps('email')}
                    type="email"
                    autoComplete="email"
                    placeholder={LEAD_FORM.fields.email.placeholder}
                  />
                </Field>
                <Field label={LEAD_FORM.fields.phone.label} errorText={errorFor('phone')} required>
                  <Input {...getFieldProps('phone')} type="tel" autoComplete="tel" placeholder={LEAD_FORM.fields.phone.placeholder} />
                </Field>
                <Field label={LEAD_FORM.fields.country.label} errorText={errorFor('country')}>
                  <NativeSelect
                    {...getFieldProps('country')}
                    autoComplete="country-name"
                    options={COUNTRIES}
                    placeholder={LEAD_FORM.fields.country.placeholder}
                  />
                </Field>
              </SimpleGrid>
              <SubmitButton colorPalette="gold" size="xl" fontWeight="semibold" disabled={isSubmitting}>
                {isSubmitting ? SUBMITTING_LABEL : LEAD_FORM.submitLabel}
              </SubmitButton>
            </Stack>
            <HoneypotField />
          </Form>
        );
      }}
    </Formik>
  );
}
