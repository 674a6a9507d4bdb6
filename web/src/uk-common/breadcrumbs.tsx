import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { UK_COMMON_COPY } from '#shared/uk/copy/common.ts';
import type { BreadcrumbsProps } from './breadcrumb-trail.ts';

export { ukBreadcrumbs, ukRouteName, type BreadcrumbsProps, type Crumb } from './breadcrumb-trail.ts';

/** Breadcrumbs with the current page marked, and a next-page link. */
export function Breadcrumbs({ items, next }: BreadcrumbsProps) {
  return (
    <Box as="nav" aria-label={UK_COMMON_COPY.breadcrumbLabel} py="3" bg="bg.subtle" fontSize="sm">
      <Container maxW="6xl">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <HStack as="ol" listStyleType="none" gap="2" wrap="wrap">
            {items.map((crumb, index) => {
              const current = index === items.length - 1;
              return (
                <HStack as="li" key={crumb.href} gap="2">
                  {current ? (
                    <Text as="span" aria-current="page" fontWeight="semibold" color="navy.900">
                      {crumb.label}
                    </Text>
                  ) : (
                    <>
                      <Link asChild color="navy.700">
                        <RouterLink to={crumb.href}>{crumb.label}</RouterLink>
                      </Link>
                      <Text as="span" aria-hidden="true" color="fg.muted">
                        ›
                      </Text>
                    </>
                  )}
                </HStack>
              );
            })}
          </HStack>
          {next && (
            <Link asChild fontWeight="semibold" color="navy.800" data-testid="uk-next-page">
              <RouterLink to={next.href}>{UK_COMMON_COPY.nextPage(next.label)} →</RouterLink>
            </Link>
          )}
        </Flex>
      </Container>
    </Box>
  );
}
