import { Button, Card, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { UK_WHATSAPP_MESSAGES, ukWhatsappLink } from '#shared/uk/whatsapp.ts';
import { track } from '../../lib/analytics.ts';
import { openWhatsApp } from '../../lib/open-whatsapp.ts';
import { usePhoneNumbers } from '../../lib/phone-numbers.ts';
import { NextBatch } from '../uk-common/next-batch.tsx';
import { ukPhoneClick } from '../uk-common/uk-analytics.ts';
import { UkCallButton } from '../uk-common/uk-call-button.tsx';
import { BOOKING_CALENDAR_URL, HUB_COPY, HUB_SECTION_IDS } from '#shared/uk/copy/hub.ts';
import { HubSection } from './hub-section.tsx';

/** Book the free consultation: the booking calendar, a tel: link, WhatsApp, the call button in UK hours, the next batch. */
export function BookingSection() {
  const copy = HUB_COPY.booking;
  const numbers = usePhoneNumbers();
  return (
    <HubSection id={HUB_SECTION_IDS.booking} title={copy.title} subtitle={copy.subtitle} bg="bg.subtle">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Card.Root>
          <Card.Body gap="4">
            {BOOKING_CALENDAR_URL && (
              <Button asChild colorPalette="gold" size="lg">
                <a href={BOOKING_CALENDAR_URL} target="_blank" rel="noopener noreferrer" data-testid="booking-calendar-link">
                  {copy.calendar}
                </a>
              </Button>
            )}
            <Button colorPalette="whatsapp" variant="outline" size="lg" onClick={() => openWhatsApp(ukWhatsappLink('main', UK_WHATSAPP_MESSAGES.hubBooking, numbers))}>
              {copy.whatsapp}
            </Button>
            <HStack justify="center" gap="2">
              <Text>{copy.call}:</Text>
              <Link href={`tel:${numbers.ukOffice}`} fontWeight="semibold" onClick={() => track(ukPhoneClick('booking'))} data-testid="booking-tel-link">
                {numbers.ukOffice}
              </Link>
            </HStack>
            <UkCallButton source="booking" />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Stack gap="3">
              <NextBatch />
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </HubSection>
  );
}
