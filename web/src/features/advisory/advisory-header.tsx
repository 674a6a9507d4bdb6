import { Box, Container, Flex, Link } from '@chakra-ui/react';
import { ADVISORY_HEADER } from '#shared/main-site/advisory-content.ts';
import { HEADER_LABELS } from '#shared/site-copy.ts';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { ChatButton } from './chat-button.tsx';

/** The advisory page's header: the brand (leading home) and the Contact Us chat button. */
export function AdvisoryHeader() {
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
          <ChatButton link={ADVISORY_HEADER.contactButton} colorPalette="gold" size={{ base: 'sm', md: 'md' }} />
        </Flex>
      </Container>
    </Box>
  );
}
