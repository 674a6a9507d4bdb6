import type { ReactNode } from 'react';
import { WhatsappIcon } from '../../components/icons/whatsapp-icon.tsx';
import { landingActionAttributes, runLandingAction, type LandingAction } from './landing-actions.ts';
import { LinkButton, type LinkButtonProps } from '../../components/ui/link-button.tsx';
import { countedButton } from '../../lib/analytics-beacon/button-attribute.ts';
import type { AnalyticsButton } from '#shared/analytics/analytics-rules.ts';

type Props = Omit<LinkButtonProps, 'asChild' | 'onClick'> & {
  href: string;
  action?: LandingAction;
  /** The id its clicks are counted under (first-party analytics). */
  counted: AnalyticsButton;
  children: ReactNode;
};

/**
 * A call to action that opens a prefilled WhatsApp chat in a new tab (a real link: it works before the script runs).
 * `action`: the premium event its click sends (landing-actions.ts; on a static page without React too).
 */
export function WhatsappLinkButton({ href, action, counted, children, ...rest }: Props) {
  return (
    <LinkButton asChild colorPalette="whatsapp" size="lg" {...rest}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        {...countedButton(counted)}
        {...(action ? landingActionAttributes(action) : {})}
        onClick={action ? (event) => runLandingAction(event.currentTarget, event) : undefined}
      >
        <WhatsappIcon boxSize="5" />
        {children}
      </a>
    </LinkButton>
  );
}
