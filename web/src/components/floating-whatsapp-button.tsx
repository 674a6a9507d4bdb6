import { Box, Link } from '@chakra-ui/react';
import { ANALYTICS_EVENTS } from '#shared/main-site/analytics-events.ts';
import { businessWhatsAppLink, FLOATING_WHATSAPP_MESSAGE } from '#shared/main-site/whatsapp-messages.ts';
import { FLOATING_WHATSAPP_LABEL } from '#shared/site-copy.ts';
import { track } from '../lib/analytics.ts';
import { WhatsappIcon } from './icons/whatsapp-icon.tsx';
import { useBusinessNumber } from '../lib/phone-numbers.ts';
import { countedButton } from '../lib/analytics-beacon/button-attribute.ts';

/** The green chat button fixed at the bottom right of every public page; opens a prefilled chat in a new tab. */
export function FloatingWhatsappButton() {
  const business = useBusinessNumber();
  return (
    <Box position="fixed" bottom={{ base: '4', md: '6' }} right={{ base: '4', md: '6' }} zIndex="sticky">
      <Link
        href={business.href(businessWhatsAppLink(FLOATING_WHATSAPP_MESSAGE))}
        {...countedButton('whatsapp-floating')}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={FLOATING_WHATSAPP_LABEL}
        title={FLOATING_WHATSAPP_LABEL}
        onClick={() => track(ANALYTICS_EVENTS.whatsappClick)}
        display="flex"
        alignItems="center"
        justifyContent="center"
        boxSize="14"
        borderRadius="full"
        bg="whatsapp.solid"
        color="whatsapp.contrast"
        boxShadow="lg"
        transition="transform 0.2s"
        _hover={{ transform: 'scale(1.08)', bg: 'whatsapp.emphasized' }}
        focusRingColor="whatsapp.focusRing"
      >
        <WhatsappIcon boxSize="7" />
      </Link>
    </Box>
  );
}
