import { Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { NavigationSource } from '#shared/main-site/analytics-events.ts';
import { STICKY_NAV_ITEMS } from '#shared/uk/content/pages.ts';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { track } from '../lib/analytics.ts';
import { scrollToId } from './scroll.ts';
import { ukNavClick } from './uk-analytics.ts';
import { LinkButton } from '../components/ui/link-button.tsx';

/** The header's links: the UK navigation's pages; its last entry (Book Call) is the header's call to action. */
const PAGE_LINKS = STICKY_NAV_ITEMS.filter((item) => !item.hiddenOnSmallScreens);
const CALL_TO_ACTION = STICKY_NAV_ITEMS[STICKY_NAV_ITEMS.length - 1];

/**
 * The brand header of the UK hub, the sales pages and the landing pages: the logo (home), the UK navigation's pages
 * and Book Call, with the spec's labels. It scrolls away with the page: the UK navigation bar takes over on scroll.
 * The landing pages pass tone 'dark' to keep their look.
 */
export function UkHeader({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { pathname } = useLocation();
  const go = (href: string, label: string, closeMenu: () => void) => (event: MouseEvent) => {
    closeMenu();
    track(ukNavClick(label));
    const [path, id] = href.split('#');
    // A section of the page already open: scroll to it rather than navigate.
    if (id && path === pathname && scrollToId(id)) event.preventDefault();
  };
  const navigation = (source: NavigationSource, closeMenu: () => void) => (
    <>
      {PAGE_LINKS.map((item) => (
        <Link
          key={item.label}
          asChild
          color={tone === 'dark' ? 'white' : 'navy.800'}
          fontWeight="medium"
          fontSize={source === 'mobile_menu' ? 'lg' : 'md'}
          _hover={{ color: tone === 'dark' ? 'gold.300' : 'gold.fg' }}
        >
          <RouterLink to={item.href} onClick={go(item.href, item.label, closeMenu)}>
            {item.label}
          </RouterLink>
        </Link>
      ))}
      <LinkButton asChild colorPalette="gold" size={{ base: 'md', md: 'sm' }}>
        <RouterLink to={CALL_TO_ACTION.href} onClick={go(CALL_TO_ACTION.href, CALL_TO_ACTION.label, closeMenu)}>
          {CALL_TO_ACTION.label}
        </RouterLink>
      </LinkButton>
    </>
  );
  return <SiteHeader menuId="uk-menu" navigation={navigation} tone={tone} sticky={false} />;
}
