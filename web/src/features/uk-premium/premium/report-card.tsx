import { Box, Container, Heading, Input, List, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { LEAD_CAPTURE_PATH } from '#shared/uk/lead-capture.ts';
import { PREMIUM_REPORT, PREMIUM_SECTION_IDS } from '#shared/uk/content/premium.ts';
import { reportCaptureLink } from '#shared/uk/whatsapp.ts';
import { Field } from '../../../components/ui/field.tsx';
import { getAttribution } from '../../../lib/attribution.ts';
import { useEarlyInput } from '../../../lib/early-input.ts';
import { openWhatsApp } from '../../../lib/open-whatsapp.ts';
import { usePhoneNumbers } from '../../../lib/phone-numbers.ts';
import { submitDurably } from '../../../lib/submission-outbox.ts';
import { trackPremium } from '../analytics.ts';
import { reportRequestLead } from '../lead-payloads.ts';
import { SlideIn } from '../motion/slide-in.tsx';
import { PREMIUM_LABELS } from '#shared/uk/copy/premium.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { focusFirstInvalidField } from '../../../lib/focus-first-invalid.tsx';

/**
 * The exclusive tax report card: an e-mail and one button. Nothing happens while the e-mail is empty; otherwise the
 * request is stored as a lead (kept and retried until stored) and WhatsApp opens with the report request.
 */
export function ReportCard() {
  const [email, setEmail] = useState('');
  const numbers = usePhoneNumbers();
  const formRef = useEarlyInput((typed) => setEmail((current) => typed.email ?? current));
  const sent = useRef<{ email: string; key: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const link = reportCaptureLink(email, numbers);
    if (!link) {
      focusFirstInvalidField(event.currentTarget as HTMLFormElement, ['email']);
      return;
    }
    const value = email.trim();
    // One idempotency key per e-mail: pressing the button twice stores one lead.
    if (sent.current?.email !== value) sent.current = { email: value, key: crypto.randomUUID() };
    void submitDurably(LEAD_CAPTURE_PATH, reportRequestLead(value, 'uk-dubai', getAttribution()), sent.current.key);
    trackPremium('emailCapture', 'report_card');
    openWhatsApp(link);
  };

  return (
    <Box as="section" id={PREMIUM_SECTION_IDS.report} aria-labelledby="premium-report-title" bg="navy.900" color="white" py={{ base: '12', md: '16' }}>
      <Container maxW="3xl">
        <SlideIn>
          <Stack gap="6" p={{ base: '6', md: '10' }} borderRadius="2xl" borderWidth="1px" borderColor="gold.500" bg="navy.800" position="relative">
            <Heading id="premium-report-title" as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="gold.200">
              {PREMIUM_LABELS.reportTitle}
            </Heading>
            <form ref={formRef} onSubmit={onSubmit} aria-labelledby="premium-report-title">
              <Stack gap="4">
                <Field label={PREMIUM_LABELS.emailLabel}>
                  <Input
                    type="email"
                    name="email"
                    autoComplete="email"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
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
            </form>
            <Stack gap="2">
              <Text fontWeight="semibold">{PREMIUM_LABELS.reportIncludesTitle}</Text>
              <List.Root gap="1" ps="5">
                {PREMIUM_REPORT.includes.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List.Root>
            </Stack>
          </Stack>
        </SlideIn>
      </Container>
    </Box>
  );
}
