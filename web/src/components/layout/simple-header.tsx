import { Link } from '@chakra-ui/react';
import type { NavigationSource } from '#shared/main-site/analytics-events.ts';
import { HEADER } from '#shared/main-site/home-content.ts';
import { paths } from '#shared/site-paths.ts';
import { ConsultationButton } from './consultation-button.tsx';
import { SiteHeader } from './site-header.tsx';

/** The home page's links, made to lead there from another page ('#packages' → '/#packages'). */
const HOME_LINKS = [...HEADER.links, HEADER.ukLink].map(({ label, href }) => ({
  label,
  href: href.startsWith('#') ? `${paths.home}${href}` : href,
}));
const CONSULTATION = { label: HEADER.consultationButton.label, href: `${paths.home}${HEADER.consultationButton.href}` };

/**
 * The brand header of the site's other pages (privacy, the calculator): the logo and the home page's links and
 * Free Consultation button, all leading to the home page (full loads: the edge decides which home a host gets).
 */
export function SimpleHeader() {
  const navigation = (source: NavigationSource, closeMenu: () => void) => (
    <>
      {HOME_LINKS.map(({ label, href }) => (
        <Link key={label} href={href} onClick={closeMenu} color="navy.800" fontWeight="medium" fontSize={source === 'mobile_menu' ? 'lg' : 'md'}>
          {label}
        </Link>
      ))}
      <ConsultationButton link={CONSULTATION} onClick={closeMenu} />
    </>
  );
  return <SiteHeader menuId="page-menu" navigation={navigation} />;
}
