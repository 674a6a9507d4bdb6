import { Box, Checkbox, Container, Heading, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import {
  LEAD_CAPTURE_INITIAL_VALUES,
  UK_HUB_PAGE_ID,
  buildLeadCapturePayload,
  guideFormStateAfterSubmit,
  whatsappCountdownSecondsLeft,
  type GuideFormState,
  type LeadCaptureFormValues,
} from '#shared/uk/lead-capture.ts';
import { leadCaptureYupSchema } from '#shared/uk/lead-capture.yup.ts';
import { guideFollowUpMessage, ukWhatsappLink } from '#shared/uk/whatsapp.ts';
import { Field } from '../../components/ui/field.tsx';
import { track } from '../../lib/analytics.ts';
import { getAttribution } from '../../lib/attribution.ts';
import { openWhatsApp } from '../../lib/open-whatsapp.ts';
import { usePhoneNumbers } from '../../lib/phone-numbers.ts';
import { captureLead } from '../../uk-common/api/capture-lead.ts';
import { ukFormSubmit } from '../../uk-common/uk-analytics.ts';
import { useClock } from '../../uk-common/use-now.tsx';
import { HUB_COPY, HUB_SECTION_IDS } from '#shared/uk/copy/hub.ts';
import { useIdempotencyKey } from '../../lib/use-idempotency-key.ts';
import { HoneypotField, honeypotValue } from '../../lib/honeypot-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { FocusFirstInvalid } from '../../lib/focus-first-invalid.tsx';
import { CheckboxControl } from '../../components/ui/checkbox-control.tsx';

const copy = HUB_COPY.guide;
const COUNTDOWN_TICK_MS = 250;

/** After success: counts down 3 seconds, then opens the WhatsApp chat once, in a new tab. */
function GuideSuccess({ chatLink }: { chatLink: string }) {
  const clock = useClock();
  const [startedAt] = useState(() => clock());
  const [secondsLeft, setSecondsLeft] = useState<number>(copy.countdownSeconds);
  const opened = useRef(false);

  useEffect(() => {
    const tick = () => {
      const left = whatsappCountdownSecondsLeft(startedAt, clock());
      setSecondsLeft(left);
      if (left === 0 && !opened.current) {
        opened.current = true;
        window.clearInterval(timer);
        openWhatsApp(chatLink);
      }
    };
    const timer = window.setInterval(tick, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [startedAt, clock, chatLink]);

  return (
    <Stack gap="3" textAlign="center" role="status" data-testid="guide-success">
      <Heading as="h3" fontSize="xl" color="green.fg">
        {copy.successTitle}
      </Heading>
      <Text>{copy.successBody}</Text>
      <Text fontWeight="semibold" data-testid="guide-countdown">
        {secondsLeft > 0 ? copy.countdown(secondsLeft) : copy.opened}
      </Text>
      <Link href={chatLink} target="_blank" rel="noopener noreferrer" color="green.fg" fontWeight="semibold" alignSelf="center">
        {copy.openNow}
      </Link>
    </Stack>
  );
}

/**
 * The migration-guide form: name and e-mail required, e-mail updates optional. idle -> submitting -> success; the
 * success state shows even when the request fails (the outbox keeps a failed request and sends it again; a refusal
 * is logged). Then WhatsApp opens after a 3-second countdown.
 */
export function GuideForm() {
  const [state, setState] = useState<GuideFormState>('idle');
  const [chatLink, setChatLink] = useState<string | null>(null);
  const numbers = usePhoneNumbers();
  const idempotency = useIdempotencyKey();
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (values: LeadCaptureFormValues) => {
    setState('submitting');
    const payload = { ...buildLeadCapturePayload(values, UK_HUB_PAGE_ID, 'uk_guide'), attribution: getAttribution() };
    let ok = false;
    try {
      const result = await captureLead(payload, honeypotValue(formRef.current), idempotency.keyFor(payload));
      ok = result.outcome === 'answered' && result.response.ok;
      if (result.outcome === 'queued') console.warn('Guide request kept to be sent when the connection returns');
      else if (!ok) console.error(`Guide request failed: ${result.outcome === 'answered' ? result.status : 'gave up'}`);
    } catch (error) {
      console.error('Guide request failed', error);
    }
    track(ukFormSubmit('uk_guide', UK_HUB_PAGE_ID));
    setChatLink(ukWhatsappLink('main', guideFollowUpMessage(values.name), numbers));
    setState(guideFormStateAfterSubmit({ ok }));
  };

  return (
    <Box as="section" id={HUB_SECTION_IDS.guide} aria-labelledby="guide-heading" py={{ base: '12', md: '20' }}>
      <Container maxW="3xl">
        <Stack gap="3" textAlign="center" mb="8">
          <Heading id="guide-heading" as="h2" fontSize={{ base: '2xl', md: '4xl' }} color="navy.900">
            {copy.title}
          </Heading>
          <Text color="fg.muted">{copy.subtitle}</Text>
        </Stack>
        <Box bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }} boxShadow="sm">
          {state === 'success' && chatLink ? (
            <GuideSuccess chatLink={chatLink} />
          ) : (
            <Formik initialValues={LEAD_CAPTURE_INITIAL_VALUES} validationSchema={leadCaptureYupSchema} onSubmit={submit}>
              {({ values, errors, touched, getFieldProps, setFieldValue }) => {
                const errorFor = (field: keyof LeadCaptureFormValues) => (touched[field] ? errors[field] : undefined);
                return (
                  <Form ref={formRef} noValidate aria-label={copy.title}>
                    <FocusFirstInvalid />
                    <Stack gap="5">
                      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                        <Field label={copy.name} errorText={errorFor('name')} required>
                          <Input {...getFieldProps('name')} autoComplete="name" />
                        </Field>
                        <Field label={copy.email} errorText={errorFor('email')} required>
                          <Input {...getFieldProps('email')} type="email" autoComplete="email" />
                        </Field>
                      </SimpleGrid>
                      <Checkbox.Root
                        checked={values.consent}
                        onCheckedChange={(details) => void setFieldValue('consent', details.checked === true)}
                        colorPalette="gold"
                      >
                        <Checkbox.HiddenInput name="consent" />
                        <CheckboxControl />
                        <Checkbox.Label>{copy.consent}</Checkbox.Label>
                      </Checkbox.Root>
                      <SubmitButton colorPalette="gold" size="lg" disabled={state === 'submitting'}>
                        {state === 'submitting' ? copy.submitting : copy.submit}
                      </SubmitButton>
                    </Stack>
                    <HoneypotField />
                  </Form>
                );
              }}
            </Formik>
          )}
        </Box>
      </Container>
    </Box>
  );
}
