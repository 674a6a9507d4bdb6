import { VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { WhatsappIcon } from '../../components/icons/whatsapp-icon.tsx';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';
import { useWhatsappLink } from './use-whatsapp-link.ts';
import { LinkButton, type LinkButtonProps } from '../../components/ui/link-button.tsx';
import { countedButton } from '../../lib/analytics-beacon/button-attribute.ts';
import type { AnalyticsButton } from '#shared/analytics/analytics-rules.ts';

type WhatsappCtaProps = Omit<LinkButtonProps, 'asChild' | 'children'> & {
  /** The prefilled message (from shared/uk/whatsapp.ts). */
  message: string;
  /** The id its clicks are counted under (first-party analytics). */
  counted: AnalyticsButton;
  children: ReactNode;
};

/**
 * A call to action: a link that opens the WhatsApp chat in a new tab with the button's message prefilled. A real
 * link, so it works before the script runs and the browser's own new-tab handling applies.
 */
export function WhatsappCta({ message, counted, children, ...buttonProps }: WhatsappCtaProps) {
  const link = useWhatsappLink();
  return (
    <LinkButton asChild colorPalette="whatsapp" whiteSpace="normal" textAlign="center" {...buttonProps}>
      <a href={link(message)} target="_blank" rel="noopener noreferrer" {...countedButton(counted)}>
        <WhatsappIcon boxSize="5" flexShrink="0" />
        {children}
        <VisuallyHidden>{UK_SALES_COPY.opensInNewTab}</VisuallyHidden>
      </a>
    </LinkButton>
  );
}
