import { Box, Button, Checkbox, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { HoneypotField, honeypotValue } from '../../lib/honeypot-field.tsx';
import { buildTaxReportRequest, canSubmitPdfRequest, pdfRequestOutcome, PDF_REQUEST_INITIAL_VALUES } from '#shared/uk/pdf-request.ts';
import type { PdfRequestFormValues, PdfRequestOutcome, TaxReportRequest } from '#shared/uk/pdf-request.ts';
import { pdfRequestYupSchema } from '#shared/uk/pdf-request.yup.ts';
import type { TaxCalculationResult } from '#shared/uk/tax-engine.ts';
import { Field } from '../../components/ui/field.tsx';
import { track } from '../../lib/analytics.ts';
import type { SubmissionResult } from '../../lib/submission-outbox.ts';
import { requestTaxReport } from './api/request-tax-report.ts';
import { ukPdfRequest } from '../../uk-common/uk-analytics.ts';
import { useClock } from '../../uk-common/use-now.tsx';
import { HUB_COPY } from '#shared/uk/copy/hub.ts';
import { useIdempotencyKey } from '../../lib/use-idempotency-key.ts';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { FocusFirstInvalid } from '../../lib/focus-first-invalid.tsx';
import { CheckboxControl } from '../../components/ui/checkbox-control.tsx';

/** The answer's status, or 'network-error' when the request was kept for the connection's return. */
function attemptResult(result: SubmissionResult): number | 'network-error' {
  if (result.outcome === 'answered') return result.status;
  // A request dropped after its tries has no status of its own: like any answer but 201, a failure.
  return result.outcome === 'queued' ? 'network-error' : 0;
}

type PdfRequestFormProps = {
  calculation: TaxCalculationResult;
  /** Called with what to tell the visitor once the request was answered or queued. */
  onOutcome: (outcome: PdfRequestOutcome) => void;
  onCancel: () => void;
};

/**
 * The PDF report request: name, e-mail, optional phone and the privacy consent. The request goes through the durable
 * outbox, so one made offline is sent when the connection returns; any answer but 201 is a failure the visitor sees.
 */
export function PdfRequestForm({ calculation, onOutcome, onCancel }: PdfRequestFormProps) {
  const clock = useClock();
  const idempotency = useIdempotencyKey();
  const copy = HUB_COPY.pdf;
  // The body sent for the current key: a repeat of the same answers resends it unchanged (its timestamp included),
  // so the server sees one request rather than the same key with another body.
  const sent = useRef<{ key: string; body: TaxReportRequest } | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);

  const submit = async (values: PdfRequestFormValues, { resetForm }: FormikHelpers<PdfRequestFormValues>) => {
    const fresh = buildTaxReportRequest(calculation, values, clock());
    const key = idempotency.keyFor({ calculation, details: fresh.personalDetails });
    if (sent.current?.key !== key) sent.current = { key, body: fresh };
    const outcome = pdfRequestOutcome(attemptResult(await requestTaxReport(sent.current.body, honeypotValue(formRef.current), key)));
    track(ukPdfRequest(outcome.kind));
    if (outcome.kind !== 'failed') {
      idempotency.renew();
      sent.current = null;
      resetForm();
    }
    onOutcome(outcome);
  };

  return (
    <Box as="section" aria-labelledby="pdf-request-heading" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} bg="bg">
      <Heading id="pdf-request-heading" as="h3" fontSize="xl" mb="4">
        {copy.title}
      </Heading>
      <Formik initialValues={PDF_REQUEST_INITIAL_VALUES} validationSchema={pdfRequestYupSchema} onSubmit={submit}>
        {({ values, errors, touched, isSubmitting, getFieldProps, setFieldValue, setFieldTouched }) => {
          const errorFor = (field: keyof PdfRequestFormValues) => (touched[field] ? errors[field] : undefined);
          return (
            <Form ref={formRef} noValidate aria-label={copy.title}>
              <FocusFirstInvalid />
              <Stack gap="4">
                <Field label={copy.name} errorText={errorFor('name')} required>
                  <Input {...getFieldProps('name')} autoComplete="name" />
                </Field>
                <Field label={copy.email} errorText={errorFor('email')} required>
                  <Input {...getFieldProps('email')} type="email" autoComplete="email" />
                </Field>
                <Field label={copy.phone} errorText={errorFor('phone')}>
                  <Input {...getFieldProps('phone')} type="tel" autoComplete="tel" />
                </Field>
                <Stack gap="1">
                  <Checkbox.Root
                    checked={values.consent}
                    onCheckedChange={(details) => {
                      void setFieldValue('consent', details.checked === true);
                      void setFieldTouched('consent', true, false);
                    }}
                    colorPalette="gold"
                  >
                    <Checkbox.HiddenInput name="consent" />
                    <CheckboxControl />
                    <Checkbox.Label>{copy.consent}</Checkbox.Label>
                  </Checkbox.Root>
                  {errorFor('consent') && (
                    <Text color="fg.error" fontSize="sm">
                      {errorFor('consent')}
                    </Text>
                  )}
                </Stack>
                <HStack gap="3" wrap="wrap">
                  <SubmitButton colorPalette="gold" disabled={!canSubmitPdfRequest(values) || isSubmitting}>
                    {isSubmitting ? copy.submitting : copy.submit}
                  </SubmitButton>
                  <Button type="button" variant="ghost" onClick={onCancel}>
                    {copy.cancel}
                  </Button>
                </HStack>
              </Stack>
              <HoneypotField />
            </Form>
          );
        }}
      </Formik>
    </Box>
  );
}
