import { Box, Container, Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { HEADER_LABELS } from '#shared/site-copy.ts';
import { paths } from '../../config/paths.ts';
import { BrandLogo } from './brand-logo.tsx';

/** The header of the site's plain pages (privacy, 404): the brand, leading home. */
export function SimpleHeader() {
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" borderColor="border.muted">
      <Container maxW="6xl">
        <Flex h="16" align="center">
          <Link asChild aria-label={HEADER_LABELS.homeLink} _hover={{ textDecoration: 'none' }}>
            <RouterLink to={paths.home}>
              <BrandLogo />
            </RouterLink>
          </Link>
        </Flex>
      </Container>
    </Box>
  );
}
