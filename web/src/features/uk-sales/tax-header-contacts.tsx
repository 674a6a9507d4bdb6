import { HStack, Link } from '@chakra-ui/react';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';
import { UK_WHATSAPP_MESSAGES } from '#shared/uk/whatsapp.ts';
import { PhoneIcon } from '../../components/icons/phone-icon.tsx';
import { track } from '../../lib/analytics.ts';
import { usePhoneNumbers } from '../../lib/phone-numbers.ts';
import { ukPhoneClick } from '../../uk-common/uk-analytics.ts';
import { WhatsappCta } from './whatsapp-cta.tsx';
import { countedButton } from '../../lib/analytics-beacon/button-attribute.ts';

const COPY = UK_SALES_COPY.taxSavings;

/** The header's phone number (the stored UK office line) and the calculate button ('[insert amount]' message). */
export function TaxHeaderContacts() {
  const numbers = usePhoneNumbers();
  return (
    <HStack gap="3" wrap="wrap">
      <Link
        href={`tel:${numbers.ukOffice}`}
        {...countedButton('phone-header')}
        onClick={() => track(ukPhoneClick('tax_savings_header'))}
        color="white"
        fontWeight="semibold"
        aria-label={`${COPY.phoneLabel} ${numbers.ukOffice}`}
      >
        <PhoneIcon boxSize="4" /> {numbers.ukOffice}
      </Link>
      <WhatsappCta counted="whatsapp-cta" message={UK_WHATSAPP_MESSAGES.profitEstimate} colorPalette="gold" size="sm">
        {COPY.calculate}
      </WhatsappCta>
    </HStack>
  );
}
