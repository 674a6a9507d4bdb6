import { Box, Container, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CONTACT } from '#shared/contact.ts';
import { UK_HUB_ROUTE } from '#shared/uk/content/pages.ts';
import { BRAND } from '#shared/site-copy.ts';
import { UK_WHATSAPP_MESSAGES, ukWhatsappLink } from '#shared/uk/whatsapp.ts';
import { usePhoneNumbers } from '../../../lib/phone-numbers.ts';
import { trackPremium } from '../analytics.ts';
import { PREMIUM_LABELS } from '#shared/uk/copy/premium.ts';
import { WhatsappLinkButton } from '../whatsapp-link-button.tsx';

/** The premium page's footer: a chat button, the e-mail and the way back to the UK overview. */
export default function PremiumFooter() {
  const numbers = usePhoneNumbers();
  return (
    <Box as="footer" bg="navy.950" color="navy.100" borderTopWidth="1px" borderColor="navy.700" py="10">
      <Container maxW="6xl">
        <Stack gap="4" align="center" textAlign="center">
          <Text fontWeight="bold" color="white">
            {BRAND.name}
          </Text>
          <WhatsappLinkButton href={ukWhatsappLink('premium', UK_WHATSAPP_MESSAGES.premiumHero, numbers)} onClick={() => trackPremium('whatsapp', 'footer')}>
            {PREMIUM_LABELS.whatsapp}
          </WhatsappLinkButton>
          <Link href={`mailto:${CONTACT.email}`} color="gold.200">
            {PREMIUM_LABELS.email}: {CONTACT.email}
          </Link>
          <Link asChild color="gold.200">
            <RouterLink to={UK_HUB_ROUTE}>{PREMIUM_LABELS.backToUk}</RouterLink>
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
