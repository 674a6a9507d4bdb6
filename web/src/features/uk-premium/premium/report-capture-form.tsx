import { Input, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { Form, Formik } from 'formik';
import { PREMIUM_REPORT } from '#shared/uk/content/premium.ts';
import { reportCaptureYupSchema } from '#shared/uk/premium-forms.yup.ts';
import { reportCaptureLink } from '#shared/uk/whatsapp.ts';
import { Field } from '../../../components/ui/field.tsx';
import { getAttribution } from '../../../lib/attribution.ts';
import { HoneypotField, honeypotValue } from '../../../lib/honeypot-field.tsx';
import { openWhatsApp } from '../../../lib/open-whatsapp.ts';
import { usePhoneNumbers } from '../../../lib/phone-numbers.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { captureLead } from '../../../uk-common/api/capture-lead.ts';
import { trackPremium } from '../analytics.ts';
import { reportRequestLead } from '../lead-payloads.ts';
import { PREMIUM_LABELS } from '#shared/uk/copy/premium.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { FocusFirstInvalid } from '../../../lib/focus-first-invalid.tsx';

type ReportCaptureValues = { email: string };

const EMPTY: ReportCaptureValues = { email: '' };

/**
 * The exclusive tax report request: an e-mail and one button. Nothing is sent while the e-mail is empty or not an
 * address (the form says why); otherwise the request is stored as a lead (kept and retried until stored) and
 * WhatsApp opens with the report request. An island on the static page (what was typed before it woke is kept).
 */
export function ReportCaptureForm() {
  const numbers = usePhoneNumbers();
  const formRef = useRef<HTMLFormElement>(null);
  const idempotency = useIdempotencyKey();

  const submit = ({ email }: ReportCaptureValues) => {
    const link = reportCaptureLink(email, numbers);
    if (!link) return;
    const lead = reportRequestLead(email, 'uk-dubai', getAttribution());
    // One idempotency key per e-mail: pressing the button twice stores one lead.
    void captureLead(lead, honeypotValue(formRef.current), idempotency.keyFor(lead));
    trackPremium('emailCapture', 'report_card');
    openWhatsApp(link);
  };

  return (
    <Formik initialValues={EMPTY} validationSchema={reportCaptureYupSchema} onSubmit={submit}>
      {({ errors, touched, getFieldProps }) => (
        <Form ref={formRef} noValidate aria-labelledby="premium-report-title">
          <FocusFirstInvalid />
          <Stack gap="4">
            <Field label={PREMIUM_LABELS.emailLabel} errorText={touched.email ? errors.email : undefined}>
              <Input
                {...getFieldProps('email')}
                type="email"
                autoComplete="email"
                placeholder={PREMIUM_LABELS.emailPlaceholder}
                bg="white"
                color="navy.900"
                size="lg"
              />
            </Field>
            <SubmitButton colorPalette="gold" size="xl" fontWeight="bold" whiteSpace="normal">
              {PREMIUM_REPORT.button}
            </SubmitButton>
          </Stack>
          <HoneypotField />
        </Form>
      )}
    </Formik>
  );
}
