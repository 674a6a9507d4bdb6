import { Stack } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { LANDING_CTA_EVENTS } from '#shared/main-site/analytics-events.ts';
import { WhatsappIcon } from '../../components/icons/whatsapp-icon.tsx';
import { track } from '../../lib/analytics.ts';
import { useBusinessNumber } from '../../lib/phone-numbers.ts';
import { scrollToSection } from '../../lib/scroll-to-section.ts';
import { anchorTarget, useEditable } from '../../cms/use-editable.ts';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { countedButton } from '../../lib/analytics-beacon/button-attribute.ts';

/**
 * The hero's two buttons: to the lead form (scrolled to smoothly) and to a prefilled chat, both labels and targets
 * staff may change. An island of its own on the static home, so the rest of the hero runs no script.
 */
export function HeroActions() {
  const business = useBusinessNumber();
  const consultation = useEditable('home-hero-consultation-button');
  const whatsapp = useEditable('home-hero-whatsapp-button');

  const goToConsultation = (event: MouseEvent) => {
    track(LANDING_CTA_EVENTS.heroConsultation);
    const section = anchorTarget(consultation.href);
    if (section === undefined) return;
    event.preventDefault();
    scrollToSection(section);
  };

  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
      <LinkButton asChild colorPalette="gold" size="xl">
        <a href={consultation.href} onClick={goToConsultation} {...consultation.marker}>
          {consultation.text}
        </a>
      </LinkButton>
      <LinkButton asChild colorPalette="whatsapp" size="xl">
        <a
          href={business.href(whatsapp.href)}
          {...countedButton('whatsapp-hero')}
          {...whatsapp.marker}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => track(LANDING_CTA_EVENTS.heroWhatsapp)}
        >
          <WhatsappIcon boxSize="5" />
          {whatsapp.text}
        </a>
      </LinkButton>
    </Stack>
  );
}
