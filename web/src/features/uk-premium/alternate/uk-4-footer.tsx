import { Stack, Text } from '@chakra-ui/react';
import { businessEmail } from '#shared/launch-settings.ts';
import { ALTERNATE_LABELS } from '#shared/uk/copy/premium.ts';
import { uk4Message, ukWhatsappLink } from '#shared/uk/whatsapp.ts';
import { FooterLink, SiteFooter } from '../../../components/layout/site-footer.tsx';
import { usePhoneNumbers } from '../../../lib/phone-numbers.ts';
import { countedButton } from '../../../lib/analytics-beacon/button-attribute.ts';

/** The button's 'Context: {label}' in the chat it opens (which button the visitor pressed, for the staff). */
const FOOTER_CONTEXT = 'Footer';

/**
 * /uk-4's footer (an island on the static page, near the view): the site footer with the page's contact lines, the
 * WhatsApp chat to the /uk-4 number and the e-mail once the owner has set it.
 *
 * The chat line hydrates with the prerendered number, then shows the one staff stored once the island's own fetch
 * answers; the static page wakes the island as it comes into view when staff changed it (live-phone-numbers.ts).
 */
export function Uk4Footer() {
  const numbers = usePhoneNumbers();
  const email = businessEmail();
  return (
    <SiteFooter tone="night">
      <Stack gap="2" align="flex-start">
        <Text fontWeight="bold" color="white">
          {ALTERNATE_LABELS.footerContact}
        </Text>
        <FooterLink
          href={ukWhatsappLink('uk4', uk4Message(FOOTER_CONTEXT), numbers)}
          {...countedButton('whatsapp-footer')}
          target="_blank"
          rel="noopener noreferrer"
          color="gold.200"
          data-testid="uk4-footer-phone"
        >
          {ALTERNATE_LABELS.whatsappLine(numbers.uk4)}
        </FooterLink>
        {/* No e-mail line while the owner has not set the business e-mail (launch settings). */}
        {email && (
          <FooterLink href={email.href} color="gold.200">
            {ALTERNATE_LABELS.emailLine(email.address)}
          </FooterLink>
        )}
      </Stack>
    </SiteFooter>
  );
}
