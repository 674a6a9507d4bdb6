import { Box, Container, Flex, HStack, IconButton, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { NavigationSource } from '#shared/main-site/analytics-events.ts';
import { HEADER_LABELS } from '#shared/site-copy.ts';
import { CloseIcon } from '../icons/close-icon.tsx';
import { MenuIcon } from '../icons/menu-icon.tsx';

type SiteHeaderProps = {
  /** The brand, linking home. */
  brand: ReactNode;
  /**
   * The navigation: in the bar on wide screens ('header') and in a toggled menu on small ones ('mobile_menu').
   * Links call closeMenu before they scroll, so the section lands under the header, not under the open menu.
   */
  navigation?: (source: NavigationSource, closeMenu: () => void) => ReactNode;
  /** Shown in the bar on every screen, e.g. a contact button. */
  actions?: ReactNode;
  /** The id of the small-screen menu, named by the toggle's aria-controls. */
  menuId?: string;
};

/** The sticky site header every main-site page uses: brand, navigation with its small-screen menu, actions. */
export function SiteHeader({ brand, navigation, actions, menuId = 'mobile-menu' }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => flushSync(() => setMenuOpen(false));

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
          {brand}
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
              minW="11"
              aria-label={menuOpen ? HEADER_LABELS.closeMenu : HEADER_LABELS.openMenu}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon boxSize="6" /> : <MenuIcon boxSize="6" />}
            </IconButton>
          )}
        </Flex>
      </Container>

      {navigation && (
        <Box id={menuId} hidden={!menuOpen} hideFrom="md" borderTopWidth="1px" borderColor="border.muted" bg="white" boxShadow="md">
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
