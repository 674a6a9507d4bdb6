import { Stack } from '@chakra-ui/react';
import { businessEmail } from '#shared/launch-settings.ts';
import { UK_HUB_ROUTE } from '#shared/uk/content/pages.ts';
import { UK_WHATSAPP_MESSAGES, ukWhatsappLink } from '#shared/uk/whatsapp.ts';
import { FooterLink, SiteFooter } from '../../../components/layout/site-footer.tsx';
import { usePhoneNumbers } from '../../../lib/phone-numbers.ts';
import { PREMIUM_LABELS } from '#shared/uk/copy/premium.ts';
import { WhatsappLinkButton } from '../whatsapp-link-button.tsx';

/**
 * The premium page's footer (lazy-loaded, as the spec has it; an island on the static page): the site footer with a
 * chat button, the e-mail once the owner has set it, and the way back to the UK overview.
 */
export default function PremiumFooter() {
  const numbers = usePhoneNumbers();
  const email = businessEmail();
  return (
    <SiteFooter tone="night">
      <Stack gap="4" align="flex-start">
        <WhatsappLinkButton counted="whatsapp-footer" href={ukWhatsappLink('premium', UK_WHATSAPP_MESSAGES.premiumHero, numbers)} action={{ event: 'whatsapp', place: 'footer' }}>
          {PREMIUM_LABELS.whatsapp}
        </WhatsappLinkButton>
        {email && (
          <FooterLink href={email.href} color="gold.200">
            {PREMIUM_LABELS.email}: {email.address}
          </FooterLink>
        )}
        <FooterLink href={UK_HUB_ROUTE} color="gold.200">
          {PREMIUM_LABELS.backToUk}
        </FooterLink>
      </Stack>
    </SiteFooter>
  );
}
