import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { Form, Formik } from 'formik';
import { PREMIUM_HERO } from '#shared/uk/content/premium.ts';
import { consultationYupSchema } from '#shared/uk/premium-forms.yup.ts';
import { CONSULTATION_INITIAL_VALUES, consultationMessage, ukWhatsappLink, type ConsultationForm } from '#shared/uk/whatsapp.ts';
import { Field } from '../../../components/ui/field.tsx';
import { getAttribution } from '../../../lib/attribution.ts';
import { HoneypotField, honeypotValue } from '../../../lib/honeypot-field.tsx';
import { openWhatsApp } from '../../../lib/open-whatsapp.ts';
import { usePhoneNumbers } from '../../../lib/phone-numbers.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { captureLead } from '../../../uk-common/api/capture-lead.ts';
import { trackPremium } from '../analytics.ts';
import { consultationLead } from '../lead-payloads.ts';
import { PREMIUM_LABELS } from '#shared/uk/copy/premium.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

const FIELDS: { key: keyof ConsultationForm; type: string; autoComplete: string; required?: boolean; inputMode?: 'text' | 'numeric' }[] = [
  { key: 'name', type: 'text', autoComplete: 'name', required: true },
  { key: 'email', type: 'email', autoComplete: 'email', required: true },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'company', type: 'text', autoComplete: 'organization' },
  { key: 'revenue', type: 'text', autoComplete: 'off' },
];

/**
 * The VIP consultation form: name, e-mail, phone, company and annual revenue. Submitting stores the lead (kept and
 * retried until stored) and opens WhatsApp with the consultation request. Name and e-mail are required, and a phone
 * must be a number, by the same rules as the API (the form says what is missing). An island on the static page (what
 * was typed before it woke is kept).
 */
export function ConsultationRequestForm() {
  const numbers = usePhoneNumbers();
  const formRef = useRef<HTMLFormElement>(null);
  const idempotency = useIdempotencyKey();

  const submit = (form: ConsultationForm) => {
    const lead = consultationLead(form, 'uk-dubai', getAttribution());
    // One idempotency key per filled-in form: a double click stores one lead, changed answers a new one.
    void captureLead(lead, honeypotValue(formRef.current), idempotency.keyFor(lead));
    trackPremium('consultation', 'consultation_form');
    openWhatsApp(ukWhatsappLink('premium', consultationMessage(form), numbers));
  };

  return (
    <Formik initialValues={CONSULTATION_INITIAL_VALUES} validationSchema={consultationYupSchema} onSubmit={submit}>
      {({ errors, touched, getFieldProps }) => (
        <Form ref={formRef} noValidate aria-labelledby="premium-consultation-title">
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {FIELDS.map((field) => (
                <Field
                  key={field.key}
                  label={PREMIUM_LABELS.fields[field.key]}
                  required={field.required}
                  errorText={touched[field.key] ? errors[field.key] : undefined}
                >
                  <Input {...getFieldProps(field.key)} type={field.type} autoComplete={field.autoComplete} bg="white" color="navy.900" size="lg" />
                </Field>
              ))}
            </SimpleGrid>
            <SubmitButton colorPalette="gold" size="xl" fontWeight="bold">
              {PREMIUM_HERO.consultationButton}
            </SubmitButton>
          </Stack>
          <HoneypotField />
        </Form>
      )}
    </Formik>
  );
}
