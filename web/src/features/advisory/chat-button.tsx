import type { LinkItem } from '#shared/main-site/home-content.ts';
import { PhoneIcon } from '../../components/icons/phone-icon.tsx';
import { WhatsappIcon } from '../../components/icons/whatsapp-icon.tsx';
import { useBusinessNumber } from '../../lib/phone-numbers.ts';
import { LinkButton, type LinkButtonProps } from '../../components/ui/link-button.tsx';
import { countedButton } from '../../lib/analytics-beacon/button-attribute.ts';

type ChatButtonProps = Omit<LinkButtonProps, 'asChild' | 'children'> & {
  link: LinkItem;
  /** Ids of the text that says what the button is about, where its label alone does not. */
  describedBy?: string;
};

/**
 * A button of the advisory page: a WhatsApp chat whose prefilled message names the topic, opened in a new tab, or a
 * phone link (tel:), which the device handles in place.
 */
export function ChatButton({ link, describedBy, ...buttonProps }: ChatButtonProps) {
  const business = useBusinessNumber();
  const isPhone = link.href.startsWith('tel:');
  return (
    <LinkButton asChild {...buttonProps}>
      <a
        href={business.href(link.href)}
        aria-describedby={describedBy}
        {...countedButton(isPhone ? 'phone-chat' : 'whatsapp-chat')}
        {...(isPhone ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {isPhone ? <PhoneIcon boxSize="4" /> : <WhatsappIcon boxSize="4" />}
        {link.label}
      </a>
    </LinkButton>
  );
}
