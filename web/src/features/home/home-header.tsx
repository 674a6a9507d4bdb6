import { Box, Button, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
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
import { CloseIcon } from '../../components/icons/close-icon.tsx';
import { MenuIcon } from '../../components/icons/menu-icon.tsx';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { paths } from '../../config/paths.ts';
import { track } from '../../lib/analytics.ts';
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
  const [menuOpen, setMenuOpen] = useState(false);

  // The open menu pushes the page down; it closes before the scroll so the section lands under the header.
  const closeMenu = () => flushSync(() => setMenuOpen(false));

  const goToSection = (id: string, target: NavigationTarget, source: NavigationSource) => (event: MouseEvent) => {
    event.preventDefault();
    closeMenu();
    track(navigationClick(target, source));
    if (!scrollToSection(id) && id === SECTION_IDS.about) console.error(ABOUT_SECTION_MISSING_LOG);
  };

  const goToLeadForm = (event: MouseEvent) => {
    event.preventDefault();
    closeMenu();
    track(ANALYTICS_EVENTS.consultationClick);
    scrollToSection(SECTION_IDS.leadForm);
  };

  const sectionLinks = (source: NavigationSource) =>
    SECTION_LINKS.map(({ label, href, id, target }) => (
      <Link
        key={id}
        href={href}
        onClick={goToSection(id, target, source)}
        color="navy.800"
        fontWeight="medium"
        fontSize={source === 'mobile_menu' ? 'lg' : 'md'}
      >
        {label}
      </Link>
    ));

  const ukClientsLink = (source: NavigationSource) => (
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
        to={HEADER.ukLink.href}
        onClick={() => {
          setMenuOpen(false);
          track(navigationClick('uk_clients', source));
        }}
      >
        {HEADER.ukLink.label}
      </RouterLink>
    </Link>
  );

  const consultationButton = (
    <Button asChild colorPalette="gold" size={{ base: 'md', md: 'sm' }} fontWeight="semibold">
      <a href={HEADER.consultationButton.href} onClick={goToLeadForm}>
        {HEADER.consultationButton.label}
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
          <Link asChild aria-label={HEADER_LABELS.homeLink} _hover={{ textDecoration: 'none' }}>
            <RouterLink to={paths.home}>
              <BrandLogo />
            </RouterLink>
          </Link>

          <HStack as="nav" aria-label={HEADER_LABELS.navigation} gap="6" hideBelow="md">
            {sectionLinks('header')}
            {ukClientsLink('header')}
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

      <Box
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        hideFrom="md"
        borderTopWidth="1px"
        borderColor="border.muted"
        bg="white"
        boxShadow="md"
      >
        <Container maxW="6xl" py="4">
          <Stack as="nav" aria-label={HEADER_LABELS.navigation} gap="4" align="flex-start">
            {sectionLinks('mobile_menu')}
            {ukClientsLink('mobile_menu')}
            {consultationButton}
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
