import { Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  ANALYTICS_EVENTS,
  navigationClick,
  type NavigationSource,
  type NavigationTarget,
} from '#shared/main-site/analytics-events.ts';
import { HEADER, SECTION_IDS } from '#shared/main-site/home-content.ts';
import { ABOUT_SECTION_MISSING_LOG } from '#shared/main-site/messages.ts';
import { HEADER_LABELS } from '#shared/site-copy.ts';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { ConsultationButton } from '../../components/layout/consultation-button.tsx';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { paths } from '#shared/site-paths.ts';
import { track } from '../../lib/analytics.ts';
import { anchorTarget, useEditable } from '../../cms/use-editable.ts';
import { scrollToSection } from '../../lib/scroll-to-section.ts';

const MOBILE_MENU_ID = 'mobile-menu';

/** The header's section links ('#packages', '#about') with the id they scroll to and their analytics target. */
const SECTION_LINKS = HEADER.links.map(({ label, href }) => {
  const id = href.slice(1);
  return { label, href, id, target: id as NavigationTarget };
});

/**
 * The home page's sticky header. Section links are real anchors, so they work before the script runs, and scroll
 * smoothly once it does; on small screens they sit in a menu that closes when a link is chosen.
 */
export function HomeHeader() {
  const goToSection =
    (id: string, target: NavigationTarget, source: NavigationSource, closeMenu: () => void) => (event: MouseEvent) => {
      event.preventDefault();
      closeMenu();
      track(navigationClick(target, source));
      if (!scrollToSection(id) && id === SECTION_IDS.about) console.error(ABOUT_SECTION_MISSING_LOG);
    };

  const consultation = useEditable('home-header-consultation-button');
  const ukLink = useEditable('home-header-uk-link');

  const goToLeadForm = (closeMenu: () => void) => (event: MouseEvent) => {
    closeMenu();
    track(ANALYTICS_EVENTS.consultationClick);
    const section = anchorTarget(consultation.href);
    if (section === undefined) return;
    event.preventDefault();
    scrollToSection(section);
  };

  const navigation = (source: NavigationSource, closeMenu: () => void) => (
    <>
      {SECTION_LINKS.map(({ label, href, id, target }) => (
        <Link
          key={id}
          href={href}
          onClick={goToSection(id, target, source, closeMenu)}
          color="navy.800"
          fontWeight="medium"
          fontSize={source === 'mobile_menu' ? 'lg' : 'md'}
        >
          {label}
        </Link>
      ))}
      <Link
        asChild
        fontWeight="semibold"
        color="gold.fg"
        bg="gold.subtle"
        borderWidth="1px"
        borderColor="gold.emphasized"
        borderRadius="full"
        px="3"
        py="1"
        _hover={{ bg: 'gold.muted', textDecoration: 'none' }}
      >
        <RouterLink
          to={ukLink.href}
          {...ukLink.marker}
          onClick={() => {
            closeMenu();
            track(navigationClick('uk_clients', source));
          }}
        >
          {ukLink.text}
        </RouterLink>
      </Link>
      <ConsultationButton link={{ label: consultation.text, href: consultation.href }} marker={consultation.marker} onClick={goToLeadForm(closeMenu)} />
    </>
  );

  return (
    <SiteHeader
      menuId={MOBILE_MENU_ID}
      navigation={navigation}
      brand={
        <Link asChild aria-label={HEADER_LABELS.homeLink} _hover={{ textDecoration: 'none' }}>
          <RouterLink to={paths.home}>
            <BrandLogo />
          </RouterLink>
        </Link>
      }
    />
  );
}
