import { Stack, Text } from '@chakra-ui/react';
import { isUkCallOpen, UK_CALL_RECHECK_MS } from '#shared/uk/london-hours.ts';
import { PhoneIcon } from '../components/icons/phone-icon.tsx';
import { track } from '../lib/analytics.ts';
import { usePhoneNumbers } from '../lib/phone-numbers.ts';
import { UK_COMMON_COPY } from '#shared/uk/copy/common.ts';
import { ukPhoneClick } from './uk-analytics.ts';
import { useNow } from './use-now.tsx';
import { LinkButton } from '../components/ui/link-button.tsx';
import { countedButton } from '../lib/analytics-beacon/button-attribute.ts';

export type UkCallButtonProps = {
  /** Which part of the page it sits in, for analytics ('hero', 'booking', ...). */
  source: string;
  /** The button text; 'Call our UK desk now' by default. */
  label?: string;
};

/**
 * A tel: button to the UK office number (from the Phone config), shown only Monday to Friday 08:00-17:59 London
 * time, re-checked every minute. Nothing is rendered on the server or outside those hours.
 */
export function UkCallButton({ source, label = UK_COMMON_COPY.call.label }: UkCallButtonProps) {
  const now = useNow(UK_CALL_RECHECK_MS);
  const numbers = usePhoneNumbers();
  if (!now || !isUkCallOpen(now)) return null;
  return (
    <Stack gap="1" align="center" data-testid="uk-call-button">
      <LinkButton asChild colorPalette="whatsapp" size="lg">
        <a href={`tel:${numbers.ukOffice}`} onClick={() => track(ukPhoneClick(source))} {...countedButton('phone-call-button')}>
          <PhoneIcon /> {label}
        </a>
      </LinkButton>
      <Text fontSize="xs" color="fg.muted">
        {UK_COMMON_COPY.call.hours}
      </Text>
    </Stack>
  );
}
