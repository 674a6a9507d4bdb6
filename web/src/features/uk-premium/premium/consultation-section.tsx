import { Box, Container, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { PREMIUM_HERO, PREMIUM_SECTION_IDS } from '#shared/uk/content/premium.ts';
import { LEAD_CAPTURE_PATH } from '#shared/uk/lead-capture.ts';
import { CONSULTATION_INITIAL_VALUES, consultationMessage, ukWhatsappLink, type ConsultationForm } from '#shared/uk/whatsapp.ts';
import { Field } from '../../../components/ui/field.tsx';
import { getAttribution } from '../../../lib/attribution.ts';
import { useEarlyInput, withTypedValues } from '../../../lib/early-input.ts';
import { openWhatsApp } from '../../../lib/open-whatsapp.ts';
import { usePhoneNumbers } from '../../../lib/phone-numbers.ts';
import { submitDurably } from '../../../lib/submission-outbox.ts';
import { trackPremium } from '../analytics.ts';
import { consultationLead } from '../lead-payloads.ts';
import { SlideIn } from '../motion/slide-in.tsx';
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
 * The VIP consultation form (id premium-consultation): name, e-mail, phone, company and annual revenue. Submitting
 * stores the lead (kept and retried until stored) and opens WhatsApp with the consultation request. Name and e-mail
 * are required by the browser: the lead cannot be stored without them.
 */
export default function ConsultationSection() {
  const [form, setForm] = useState<ConsultationForm>(CONSULTATION_INITIAL_VALUES);
  const numbers = usePhoneNumbers();
  const formRef = useEarlyInput((typed) => setForm((current) => withTypedValues(current, typed)));
  const sent = useRef<{ values: string; key: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = JSON.stringify(form);
    // One idempotency key per filled-in form: a double click stores one lead, changed answers a new one.
    if (sent.current?.values !== values) sent.current = { values, key: crypto.randomUUID() };
    void submitDurably(LEAD_CAPTURE_PATH, consultationLead(form, 'uk-dubai', getAttribution()), sent.current.key);
    trackPremium('consultation', 'consultation_form');
    openWhatsApp(ukWhatsappLink('premium', consultationMessage(form), numbers));
  };

  return (
    <Box as="section" id={PREMIUM_SECTION_IDS.consultation} aria-labelledby="premium-consultation-title" bg="navy.950" color="white" py={{ base: '12', md: '20' }}>
      <Container maxW="3xl">
        <SlideIn>
          <Stack gap="6" p={{ base: '6', md: '10' }} borderRadius="2xl" borderWidth="1px" borderColor="gold.500" bg="navy.800">
            <Heading id="premium-consultation-title" as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="gold.200">
              {PREMIUM_LABELS.consultationTitle}
            </Heading>
            <form ref={formRef} onSubmit={onSubmit} aria-labelledby="premium-consultation-title">
              <Stack gap="5">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                  {FIELDS.map((field) => (
                    <Field key={field.key} label={PREMIUM_LABELS.fields[field.key]} required={field.required}>
                      <Input
                        name={field.key}
                        type={field.type}
                        autoComplete={field.autoComplete}
                        value={form[field.key]}
                        onChange={(event) => setForm((current) => ({ ...current, [field.key]: event.target.value }))}
                        bg="white"
                        color="navy.900"
                        size="lg"
                      />
                    </Field>
                  ))}
                </SimpleGrid>
                <SubmitButton colorPalette="gold" size="xl" fontWeight="bold">
                  {PREMIUM_HERO.consultationButton}
                </SubmitButton>
              </Stack>
            </form>
          </Stack>
        </SlideIn>
      </Container>
    </Box>
  );
}
