import { Box, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { ANALYTICS_EVENTS } from '#shared/main-site/analytics-events.ts';
import { FOOTER } from '#shared/main-site/home-content.ts';
import { TOASTS } from '#shared/main-site/messages.ts';
import { newsletterYupSchema } from '#shared/main-site/newsletter.yup.ts';
import { useToast } from '../../components/ui/toaster.tsx';
import { track } from '../../lib/analytics.ts';
import { countConversion } from '../../lib/analytics-beacon/start-analytics.ts';
import { getAttribution } from '../../lib/attribution.ts';
import { HoneypotField, honeypotValue } from '../../lib/honeypot-field.tsx';
import { useSubscribe } from './api/subscribe.ts';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { FocusFirstInvalid } from '../../lib/focus-first-invalid.tsx';

type NewsletterValues = { email: string };

const EMPTY: NewsletterValues = { email: '' };
const TITLE_ID = 'newsletter-title';

/**
 * The footer's newsletter form: one e-mail field and Subscribe. Success thanks the visitor and clears the field;
 * failure says so and keeps what was typed.
 */
export default function NewsletterForm() {
  const { trigger } = useSubscribe();
  const showToast = useToast();
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async ({ email }: NewsletterValues, { resetForm }: FormikHelpers<NewsletterValues>) => {
    try {
      await trigger({ email, attribution: getAttribution(), honeypot: honeypotValue(formRef.current) });
    } catch {
      showToast(TOASTS.newsletterFailure);
      return;
    }
    track(ANALYTICS_EVENTS.newsletterSignup);
    countConversion('newsletter');
    showToast(TOASTS.newsletterSuccess);
    resetForm();
  };

  return (
    <Stack gap="3" maxW="md" w="full">
      <Text textStyle="eyebrow" id={TITLE_ID} as="h2" color="white">
        {FOOTER.newsletter.title}
      </Text>
      <Formik initialValues={EMPTY} validationSchema={newsletterYupSchema} validateOnBlur={false} onSubmit={submit}>
        {({ errors, touched, isSubmitting, getFieldProps }) => {
          const error = touched.email ? errors.email : undefined;
          return (
            <Form ref={formRef} noValidate aria-labelledby={TITLE_ID}>
              <FocusFirstInvalid />
              <Field.Root invalid={Boolean(error)}>
                <Field.Label srOnly>{FOOTER.newsletter.label}</Field.Label>
                <HStack gap="2" w="full" align="stretch">
                  <Input
                    {...getFieldProps('email')}
                    type="email"
                    autoComplete="email"
                    placeholder={FOOTER.newsletter.placeholder}
                    bg="white"
                    color="navy.900"
                    flex="1"
                  />
                  <SubmitButton colorPalette="gold" fontWeight="semibold" loading={isSubmitting}>
                    {FOOTER.newsletter.button}
                  </SubmitButton>
                </HStack>
                {/* The line is held open, so an error does not push the footer down. */}
                <Box minH="6">
                  <Field.ErrorText color="red.300">{error}</Field.ErrorText>
                </Box>
              </Field.Root>
              <HoneypotField />
            </Form>
          );
        }}
      </Formik>
    </Stack>
  );
}
