import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Island } from '../../islands/island.tsx';
import { Breadcrumbs, ukBreadcrumbs } from '../../uk-common/breadcrumbs.tsx';
import { UkFooter } from '../../uk-common/uk-footer.tsx';
import { UkHeader } from '../../uk-common/uk-header.tsx';
import { UkStickyNav } from '../../uk-common/uk-sticky-nav.tsx';
import { CtaSection } from './cta-section.tsx';
import { RelatedLinks } from './related-links.tsx';

type SalesPageProps = {
  /** The page's route ('/uk/tax-savings'): its breadcrumb trail and next page. */
  route: string;
  /** The page's header (PageHero, with the back button). */
  hero: ReactNode;
  /** The page's own blocks. */
  children: ReactNode;
  /** The call to action's WhatsApp message, and any extra button beside it. */
  cta: { message: string; extra?: ReactNode };
  related: readonly string[];
  /** Between the links to other pages and the breadcrumb (the tax page's lead-capture block). */
  afterLinks?: ReactNode;
  /** After the breadcrumb (the tax disclaimer). */
  after?: ReactNode;
};

/**
 * The frame of every UK sales page: the brand header, the sticky UK navigation, the hero with the back button, the page's blocks, the
 * call to action, links to other pages, the breadcrumb with the next page, and the UK footer.
 */
export function SalesPage({ route, hero, children, cta, related, afterLinks, after }: SalesPageProps) {
  return (
    <>
      {/* On a static page (web/src/islands) the header, the navigation bar and the footer are islands: the menu and the
          bar wake at the first interaction (the bar shows only once the visitor scrolls), the footer near the view. */}
      <Island name="uk-header" strategy="interaction" component={UkHeader} />
      <Island name="uk-sticky-nav" strategy="interaction" component={UkStickyNav} />
      <Box as="main" id="main">
        {hero}
        {children}
        <CtaSection message={cta.message} extra={cta.extra} />
        <RelatedLinks routes={related} />
        {afterLinks}
        <Breadcrumbs {...ukBreadcrumbs(route)} />
        {after}
      </Box>
      <Island name="uk-footer" strategy="visible" component={UkFooter} />
    </>
  );
}
