import { Button, Card, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { UK_WHATSAPP_MESSAGES, ukWhatsappLink } from '#shared/uk/whatsapp.ts';
import { Island } from '../../islands/island.tsx';
import { track } from '../../lib/analytics.ts';
import { openWhatsApp } from '../../lib/open-whatsapp.ts';
import { usePhoneNumbers } from '../../lib/phone-numbers.ts';
import { NextBatch } from '../../uk-common/next-batch.tsx';
import { ukPhoneClick } from '../../uk-common/uk-analytics.ts';
import { UkCallButton } from '../../uk-common/uk-call-button.tsx';
import { BOOKING_CALENDAR_URL, HUB_COPY, HUB_SECTION_IDS } from '#shared/uk/copy/hub.ts';
import { HubSection } from './hub-section.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { countedButton } from '../../lib/analytics-beacon/button-attribute.ts';

/** The booking card: the booking calendar, WhatsApp, a tel: link and the call button in UK hours. */
export function BookingContacts() {
  const copy = HUB_COPY.booking;
  const numbers = usePhoneNumbers();
  return (
    <Card.Root>
      <Card.Body gap="4">
        {BOOKING_CALENDAR_URL && (
          <LinkButton asChild colorPalette="gold" size="lg">
            <a href={BOOKING_CALENDAR_URL} target="_blank" rel="noopener noreferrer" data-testid="booking-calendar-link">
              {copy.calendar}
            </a>
          </LinkButton>
        )}
        <Button {...countedButton('whatsapp-booking')} colorPalette="whatsapp" variant="outline" size="lg" onClick={() => openWhatsApp(ukWhatsappLink('main', UK_WHATSAPP_MESSAGES.hubBooking, numbers))}>
          {copy.whatsapp}
        </Button>
        <HStack justify="center" gap="2">
          <Text>{copy.call}:</Text>
          <Link href={`tel:${numbers.ukOffice}`} fontWeight="semibold" onClick={() => track(ukPhoneClick('booking'))} data-testid="booking-tel-link" {...countedButton('phone-booking')}>
            {numbers.ukOffice}
          </Link>
        </HStack>
        <UkCallButton source="booking" />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Book the free consultation: the booking card and the next batch. On the static page the card is an island woken at
 * the first interaction (its call button shows in UK hours once it runs), the next batch a script island filled once the page is idle.
 */
export function BookingSection() {
  const copy = HUB_COPY.booking;
  return (
    <HubSection id={HUB_SECTION_IDS.booking} title={copy.title} subtitle={copy.subtitle} bg="bg.subtle">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Island name="uk-booking-contacts" strategy="interaction" component={BookingContacts} />
        <Card.Root>
          <Card.Body>
            <Stack gap="3">
              <Island name="uk-next-batch" strategy="idle" component={NextBatch} />
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </HubSection>
  );
}
