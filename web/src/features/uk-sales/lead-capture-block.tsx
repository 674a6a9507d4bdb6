import { Alert, Box, Checkbox, Container, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Form, Formik } from 'formik';
import { LEAD_CAPTURE_INITIAL_VALUES, type LeadCaptureFormValues, type LeadCapturePage } from '#shared/uk/lead-capture.ts';
import { leadCaptureYupSchema } from '#shared/uk/lead-capture.yup.ts';
import { Field } from '../../components/ui/field.tsx';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';
import { useLeadCapture } from './use-lead-capture.ts';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { HoneypotField, honeypotValue } from '../../lib/honeypot-field.tsx';
import { FocusFirstInvalid } from '../../lib/focus-first-invalid.tsx';
import { CheckboxControl } from '../../components/ui/checkbox-control.tsx';

const COPY = UK_SALES_COPY.leadCapture;

/**
 * The sales pages' mid-page lead block: name, e-mail and the optional e-mail-updates consent, stored as a
 * 'uk_midpage' lead of `page`. The success message replaces the form in the same space, so nothing below moves.
 */
export function LeadCaptureBlock({ page }: { page: LeadCapturePage }) {
  const { state, submit } = useLeadCapture(page);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = `lead-capture-${page}-heading`;

  return (
    <Box as="section" id="lead-capture" aria-labelledby={headingId} bg="gold.50" borderYWidth="1px" borderColor="gold.200">
      <Container maxW="3xl" py={{ base: '10', md: '14' }}>
        <Stack gap="6">
          <Stack gap="2" textAlign={{ base: 'start', md: 'center' }}>
            <Heading id={headingId} as="h2" fontSize={{ base: '2xl', md: '3xl' }}>
              {COPY.heading}
            </Heading>
            <Text color="fg.muted">{COPY.text}</Text>
          </Stack>
          <Box minH={{ base: '18rem', md: '13rem' }}>
            {state === 'success' ? (
              <Alert.Root status="success" variant="surface" role="status" tabIndex={-1} ref={(node) => node?.focus()}>
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{COPY.successHeading}</Alert.Title>
                  <Alert.Description>{COPY.successText}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : (
              <Formik<LeadCaptureFormValues>
                initialValues={LEAD_CAPTURE_INITIAL_VALUES}
                validationSchema={leadCaptureYupSchema}
                onSubmit={(values) => submit(values, honeypotValue(formRef.current))}
              >
                {({ errors, touched, isSubmitting, getFieldProps, values, setFieldValue }) => {
                  const errorFor = (field: 'name' | 'email') => (touched[field] ? errors[field] : undefined);
                  return (
                    <Form ref={formRef} noValidate aria-labelledby={headingId}>
                      <FocusFirstInvalid />
                      <Stack gap="5">
                        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                          <Field label={COPY.name} errorText={errorFor('name')} required>
                            <Input {...getFieldProps('name')} autoComplete="name" placeholder={COPY.namePlaceholder} bg="white" />
                          </Field>
                          <Field label={COPY.email} errorText={errorFor('email')} required>
                            <Input
                              {...getFieldProps('email')}
                              type="email"
                              inputMode="email"
                              autoComplete="email"
                              placeholder={COPY.emailPlaceholder}
                              bg="white"
                            />
                          </Field>
                        </SimpleGrid>
                        <Checkbox.Root
                          checked={values.consent}
                          onCheckedChange={(change) => void setFieldValue('consent', change.checked === true)}
                          colorPalette="navy"
                          alignItems="flex-start"
                        >
                          <Checkbox.HiddenInput name="consent" />
                          <CheckboxControl bg="white" mt="0.5" />
                          <Checkbox.Label fontWeight="normal">{COPY.consent}</Checkbox.Label>
                        </Checkbox.Root>
                        {state === 'refused' && (
                          <Alert.Root status="error" role="alert">
                            <Alert.Indicator />
                            <Alert.Title>{COPY.refused}</Alert.Title>
                          </Alert.Root>
                        )}
                        <SubmitButton colorPalette="navy" size="xl" fontWeight="semibold" disabled={isSubmitting}>
                          {isSubmitting ? COPY.submitting : COPY.submit}
                        </SubmitButton>
                      </Stack>
                      <HoneypotField />
                    </Form>
                  );
                }}
              </Formik>
            )}
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
