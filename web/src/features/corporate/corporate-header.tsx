import { Box, Button, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { ANALYTICS_EVENTS, navigationClick, type NavigationSource } from '#shared/main-site/analytics-events.ts';
import { CORPORATE_HEADER } from '#shared/main-site/corporate-content.ts';
import { SECTION_IDS } from '#shared/main-site/home-content.ts';
import { HEADER_LABELS } from '#shared/site-copy.ts';
import { CloseIcon } from '../../components/icons/close-icon.tsx';
import { MenuIcon } from '../../components/icons/menu-icon.tsx';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
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
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => flushSync(() => setMenuOpen(false));

  const goToSection = (id: string, source: NavigationSource) => (event: MouseEvent) => {
    event.preventDefault();
    closeMenu();
    trackNavigation(id, source);
    scrollToSection(id);
  };

  const goToLeadForm = (event: MouseEvent) => {
    event.preventDefault();
    closeMenu();
    track(ANALYTICS_EVENTS.consultationClick);
    scrollToSection(SECTION_IDS.leadForm);
  };

  const links = (source: NavigationSource) =>
    LINKS.map(({ label, href, id }) => (
      <Link key={id} href={href} onClick={goToSection(id, source)} color="navy.800" fontWeight="medium" fontSize={source === 'mobile_menu' ? 'lg' : 'md'}>
        {label}
      </Link>
    ));

  const consultationButton = (
    <Button asChild colorPalette="gold" size={{ base: 'md', md: 'sm' }} fontWeight="semibold">
      <a href={CORPORATE_HEADER.consultationButton.href} onClick={goToLeadForm}>
        {CORPORATE_HEADER.consultationButton.label}
      </a>
    </Button>
  );

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white/95"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="6xl">
        <Flex h="16" align="center" justify="space-between" gap="4">
          {/* A full load: the edge decides which home this host gets. */}
          <Link href="/" aria-label={HEADER_LABELS.homeLink} _hover={{ textDecoration: 'none' }}>
            <BrandLogo />
          </Link>

          <HStack as="nav" aria-label={HEADER_LABELS.navigation} gap="6" hideBelow="md">
            {links('header')}
            {consultationButton}
          </HStack>

          <IconButton
            hideFrom="md"
            variant="ghost"
            aria-label={menuOpen ? HEADER_LABELS.closeMenu : HEADER_LABELS.openMenu}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon boxSize="6" /> : <MenuIcon boxSize="6" />}
          </IconButton>
        </Flex>
      </Container>

      <Box id={MOBILE_MENU_ID} hidden={!menuOpen} hideFrom="md" borderTopWidth="1px" borderColor="border.muted" bg="white" boxShadow="md">
        <Container maxW="6xl" py="4">
          <Stack as="nav" aria-label={HEADER_LABELS.navigation} gap="4" align="flex-start">
            {links('mobile_menu')}
            {consultationButton}
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
