import { Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { ANALYTICS_EVENTS, navigationClick, type NavigationSource } from '#shared/main-site/analytics-events.ts';
import { CORPORATE_HEADER } from '#shared/main-site/corporate-content.ts';
import { SECTION_IDS } from '#shared/main-site/home-content.ts';
import { HEADER_LABELS } from '#shared/site-copy.ts';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { ConsultationButton } from '../../components/layout/consultation-button.tsx';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { track } from '../../lib/analytics.ts';
import { scrollToSection } from '../../lib/scroll-to-section.ts';

const MOBILE_MENU_ID = 'corporate-mobile-menu';

const LINKS = CORPORATE_HEADER.links.map(({ label, href }) => ({ label, href, id: href.slice(1) }));

/** Sends the navigation event the analytics table lists for packages and about; other sections are not tracked. */
function trackNavigation(id: string, source: NavigationSource) {
  if (id === SECTION_IDS.packages || id === SECTION_IDS.about) track(navigationClick(id, source));
}

/**
 * The corporate page's sticky header. Section links are real anchors (they work before the script runs) and scroll
 * smoothly once it does; on small screens they sit in a menu that closes when a link is chosen.
 */
export function CorporateHeader() {
  const goToSection = (id: string, source: NavigationSource, closeMenu: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    closeMenu();
    trackNavigation(id, source);
    scrollToSection(id);
  };

  const goToLeadForm = (closeMenu: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    closeMenu();
    track(ANALYTICS_EVENTS.consultationClick);
    scrollToSection(SECTION_IDS.leadForm);
  };

  const navigation = (source: NavigationSource, closeMenu: () => void) => (
    <>
      {LINKS.map(({ label, href, id }) => (
        <Link
          key={id}
          href={href}
          onClick={goToSection(id, source, closeMenu)}
          color="navy.800"
          fontWeight="medium"
          fontSize={source === 'mobile_menu' ? 'lg' : 'md'}
        >
          {label}
        </Link>
      ))}
      <ConsultationButton link={CORPORATE_HEADER.consultationButton} onClick={goToLeadForm(closeMenu)} />
    </>
  );

  return (
    <SiteHeader
      menuId={MOBILE_MENU_ID}
      navigation={navigation}
      brand={
        // A full load: the edge decides which home this host gets.
        <Link href="/" aria-label={HEADER_LABELS.homeLink} _hover={{ textDecoration: 'none' }}>
          <BrandLogo />
        </Link>
      }
    />
  );
}
