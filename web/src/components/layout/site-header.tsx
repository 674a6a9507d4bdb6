import { Box, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { NavigationSource } from '#shared/main-site/analytics-events.ts';
import { DISCLOSURE_ATTRIBUTE } from '#shared/islands-early-script.ts';
import { HEADER_LABELS } from '#shared/site-copy.ts';
import { CloseIcon } from '../icons/close-icon.tsx';
import { MenuIcon } from '../icons/menu-icon.tsx';
import { BrandLogo } from './brand-logo.tsx';

type Tone = 'light' | 'dark';

type SiteHeaderProps = {
  /** The brand, linking home; by default the logo with a full load of '/' (the edge decides which home a host gets). */
  brand?: ReactNode;
  /**
   * The navigation: in the bar on wide screens ('header') and in a toggled menu on small ones ('mobile_menu').
   * Links call closeMenu before they scroll, so the section lands under the header, not under the open menu.
   */
  navigation?: (source: NavigationSource, closeMenu: () => void) => ReactNode;
  /** Shown in the bar on every screen, e.g. a contact button. */
  actions?: ReactNode;
  /** The id of the small-screen menu, named by the toggle's aria-controls. */
  menuId?: string;
  /** 'dark' on the navy landing pages, which keep their dark look under the same header. */
  tone?: Tone;
  /** False where the page has a bar of its own that sticks on scroll (the UK pages' navigation). */
  sticky?: boolean;
};

const TONES: Record<Tone, { bg: string; menuBg: string; border: string; fg: string }> = {
  light: { bg: 'white/95', menuBg: 'white', border: 'border.muted', fg: 'navy.800' },
  dark: { bg: 'navy.950/95', menuBg: 'navy.950', border: 'navy.800', fg: 'white' },
};

/** The logo leading home with a full load: the edge decides which home this host gets. */
export function BrandHomeLink({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link href="/" aria-label={HEADER_LABELS.homeLink} _hover={{ textDecoration: 'none' }}>
      <BrandLogo inverted={inverted} />
    </Link>
  );
}

/**
 * The one brand header of every public page: the logo leading home, the page's navigation (with its small-screen
 * menu) and its one call to action. Pages differ only in the options they pass (their spec's links, the tone, whether
 * it sticks), never in a header of their own.
 */
export function SiteHeader({ brand, navigation, actions, menuId = 'mobile-menu', tone = 'light', sticky = true }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => flushSync(() => setMenuOpen(false));
  const colors = TONES[tone];

  return (
    <Box
      as="header"
      position={sticky ? 'sticky' : 'relative'}
      top="0"
      zIndex="sticky"
      bg={colors.bg}
      color={colors.fg}
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor={colors.border}
      data-brand-header={tone}
    >
      <Container maxW="6xl">
        <Flex h="16" align="center" justify="space-between" gap="4">
          {brand ?? <BrandHomeLink inverted={tone === 'dark'} />}
          {navigation && (
            <HStack as="nav" aria-label={HEADER_LABELS.navigation} gap="6" hideBelow="md">
              {navigation('header', closeMenu)}
            </HStack>
          )}
          {actions}
          {navigation && (
            <IconButton
              hideFrom="md"
              variant="ghost"
              color={colors.fg}
              minW="11"
              aria-label={menuOpen ? HEADER_LABELS.closeMenu : HEADER_LABELS.openMenu}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              // Opens the menu in the tap's own frame, before the header's code is live (shared/islands-early-script.ts).
              {...{ [DISCLOSURE_ATTRIBUTE]: '' }}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon boxSize="6" /> : <MenuIcon boxSize="6" />}
            </IconButton>
          )}
        </Flex>
      </Container>

      {navigation && (
        <Box id={menuId} hidden={!menuOpen} hideFrom="md" borderTopWidth="1px" borderColor={colors.border} bg={colors.menuBg} boxShadow="md">
          <Container maxW="6xl" py="4">
            <Stack as="nav" aria-label={HEADER_LABELS.navigation} gap="4" align="flex-start">
              {navigation('mobile_menu', closeMenu)}
            </Stack>
          </Container>
        </Box>
      )}
    </Box>
  );
}
