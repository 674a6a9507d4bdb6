import { Link } from '@chakra-ui/react';
import { ADVISORY_HEADER } from '#shared/main-site/advisory-content.ts';
import { HEADER_LABELS } from '#shared/site-copy.ts';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { ChatButton } from './chat-button.tsx';

/** The advisory page's header: the brand (leading home) and the Contact Us chat button. */
export function AdvisoryHeader() {
  return (
    <SiteHeader
      brand={
        // A full load: the edge decides which home this host gets.
        <Link href="/" aria-label={HEADER_LABELS.homeLink} _hover={{ textDecoration: 'none' }}>
          <BrandLogo />
        </Link>
      }
      actions={<ChatButton link={ADVISORY_HEADER.contactButton} colorPalette="gold" size={{ base: 'sm', md: 'md' }} />}
    />
  );
}
