import { Box, Link } from '@chakra-ui/react';
import { FLOATING_WHATSAPP } from '#shared/site-copy.ts';
import { WHATSAPP_MESSAGES } from '#shared/whatsapp-message.ts';
import { track } from '../lib/analytics.ts';
import { businessWhatsappLink } from '../lib/open-whatsapp.ts';
import { WhatsappIcon } from './icons/whatsapp-icon.tsx';

/** The green chat button fixed at the bottom right of every public page. */
export function FloatingWhatsappButton() {
  return (
    <Box position="fixed" bottom={{ base: '4', md: '6' }} right={{ base: '4', md: '6' }} zIndex="sticky">
      <Link
        href={businessWhatsappLink(WHATSAPP_MESSAGES.floatingButton)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={FLOATING_WHATSAPP.label}
        title={FLOATING_WHATSAPP.label}
        onClick={() => track('whatsapp_click', 'contact', 'floating_widget')}
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
