import { Box, Button, Checkbox, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { TAX_REPORT_PATH, buildTaxReportRequest, canSubmitPdfRequest, pdfRequestOutcome, PDF_REQUEST_INITIAL_VALUES } from '#shared/uk/pdf-request.ts';
import type { PdfRequestFormValues, PdfRequestOutcome } from '#shared/uk/pdf-request.ts';
import { pdfRequestYupSchema } from '#shared/uk/pdf-request.yup.ts';
import type { TaxCalculationResult } from '#shared/uk/tax-engine.ts';
import { Field } from '../../components/ui/field.tsx';
import { track } from '../../lib/analytics.ts';
import { submitDurably } from '../../lib/submission-outbox.ts';
import { ukPdfRequest } from '../uk-common/uk-analytics.ts';
import { useClock } from '../uk-common/use-now.tsx';
import { HUB_COPY } from '#shared/uk/copy/hub.ts';
import { useIdempotencyKey } from './use-idempotency-key.ts';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { FocusFirstInvalid } from '../../lib/focus-first-invalid.tsx';

type PdfRequestFormProps = {
  calculation: TaxCalculationResult;
  /** Called with what to tell the visitor once the request was answered or queued. */
  onOutcome: (outcome: PdfRequestOutcome) => void;
  onCancel: () => void;
};

/**
 * The PDF report request: name, e-mail, optional phone and the privacy consent. The request goes through the durable
 * outbox, so one made offline is sent when the connection returns.
 */
export function PdfRequestForm({ calculation, onOutcome, onCancel }: PdfRequestFormProps) {
  const clock = useClock();
  const idempotency = useIdempotencyKey();
  const copy = HUB_COPY.pdf;

  const submit = async (values: PdfRequestFormValues, { resetForm }: FormikHelpers<PdfRequestFormValues>) => {
    const body = buildTaxReportRequest(calculation, values, clock());
    const key = idempotency.keyFor({ calculation, details: body.personalDetails });
    const result = await submitDurably(TAX_REPORT_PATH, body, key);
    const outcome = pdfRequestOutcome(result.outcome === 'queued' ? 'network-error' : result.status);
    track(ukPdfRequest(outcome.kind));
    if (outcome.kind !== 'failed') {
      idempotency.renew();
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
            <Form noValidate aria-label={copy.title}>
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
                    <Checkbox.Control />
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
            </Form>
          );
        }}
      </Formik>
    </Box>
  );
}
