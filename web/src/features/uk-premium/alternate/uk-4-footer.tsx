import { Stack, Text } from '@chakra-ui/react';
import { businessEmail } from '#shared/launch-settings.ts';
import { ALTERNATE_LABELS } from '#shared/uk/copy/premium.ts';
import { uk4Message, ukWhatsappLink } from '#shared/uk/whatsapp.ts';
import { FooterLink, SiteFooter } from '../../../components/layout/site-footer.tsx';
import { usePhoneNumbers } from '../../../lib/phone-numbers.ts';
import { LIVE_PHONE_ATTRIBUTE } from '../../../islands/live-phone-numbers.ts';

/** The button's 'Context: {label}' in the chat it opens (which button the visitor pressed, for the staff). */
const FOOTER_CONTEXT = 'Footer';

/**
 * /uk-4's footer (an island on the static page, near the view): the site footer with the page's contact lines, the
 * WhatsApp chat to the /uk-4 number and the e-mail once the owner has set it.
 *
 * The chat line is marked LIVE_PHONE_ATTRIBUTE so the static page's script shows staff's number in it while the
 * island sleeps (live-phone-numbers.ts); its text is its only child and tolerates that change at hydration
 * (suppressHydrationWarning), and the island's own fetch of the numbers then renders the same number.
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
          target="_blank"
          rel="noopener noreferrer"
          color="gold.200"
          data-testid="uk4-footer-phone"
          suppressHydrationWarning
          {...{ [LIVE_PHONE_ATTRIBUTE]: '' }}
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
