import { Box, Button, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HEADER } from '#shared/site-copy.ts';
import { CloseIcon } from '../../components/icons/close-icon.tsx';
import { MenuIcon } from '../../components/icons/menu-icon.tsx';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { paths } from '../../config/paths.ts';
import { track } from '../../lib/analytics.ts';
import { scrollToSection } from '../../lib/scroll-to-section.ts';

type NavSource = 'header' | 'mobile_menu';

const SECTION_LINKS = [
  { section: 'packages', label: HEADER.packages },
  { section: 'about', label: HEADER.about },
] as const;

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The home page's sticky header. Section links are real anchors (they work before the script runs) that scroll
 * smoothly once it does; on small screens they sit in a menu that closes when a link is chosen.
 */
export function HomeHeader() {
  const [menuOpen, setMenuOpen] = useState(false);

  const goToSection = (section: string, source: NavSource) => (event: MouseEvent) => {
    event.preventDefault();
    setMenuOpen(false);
    track('navigation_click', 'navigation', section, { source });
    scrollToSection(section);
  };

  const goToLeadForm = (event: MouseEvent) => {
    event.preventDefault();
    setMenuOpen(false);
    track('consultation_click', 'cta', 'header');
    scrollToSection('lead-form');
  };

  const ukClientsLink = (source: NavSource) => (
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
        to={paths.uk}
        onClick={() => {
          setMenuOpen(false);
          track('navigation_click', 'navigation', 'uk_clients', { source });
        }}
      >
        {HEADER.ukClients}
      </RouterLink>
    </Link>
  );

  const consultationButton = (
    <Button asChild colorPalette="gold" size={{ base: 'md', md: 'sm' }} fontWeight="semibold">
      <a href="#lead-form" onClick={goToLeadForm}>
        {HEADER.freeConsultation}
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
          <Link asChild aria-label={HEADER.homeLinkLabel} _hover={{ textDecoration: 'none' }}>
            <RouterLink to={paths.home}>
              <BrandLogo />
            </RouterLink>
          </Link>

          <HStack as="nav" aria-label={HEADER.primaryNavigation} gap="6" hideBelow="md">
            {SECTION_LINKS.map(({ section, label }) => (
              <Link key={section} href={`#${section}`} onClick={goToSection(section, 'header')} color="navy.800" fontWeight="medium">
                {label}
              </Link>
            ))}
            {ukClientsLink('header')}
            {consultationButton}
          </HStack>

          <IconButton
            hideFrom="md"
            variant="ghost"
            aria-label={menuOpen ? HEADER.closeMenu : HEADER.openMenu}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon boxSize="6" /> : <MenuIcon boxSize="6" />}
          </IconButton>
        </Flex>
      </Container>

      {menuOpen && (
        <Box id={MOBILE_MENU_ID} hideFrom="md" borderTopWidth="1px" borderColor="border.muted" bg="white" boxShadow="md">
          <Container maxW="6xl" py="4">
            <Stack as="nav" aria-label={HEADER.primaryNavigation} gap="4" align="flex-start">
              {SECTION_LINKS.map(({ section, label }) => (
                <Link
                  key={section}
                  href={`#${section}`}
                  onClick={goToSection(section, 'mobile_menu')}
                  color="navy.800"
                  fontWeight="medium"
                  fontSize="lg"
                >
                  {label}
                </Link>
              ))}
              {ukClientsLink('mobile_menu')}
              {consultationButton}
            </Stack>
          </Container>
        </Box>
      )}
    </Box>
  );
}
