import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_META } from '#shared/page-meta.ts';
import { STICKY_NAV_ITEMS, UK_BANKING_VISAS_ROUTE, UK_HUB_ROUTE, UK_SALES_PAGES } from '#shared/uk/content/pages.ts';
import { UK_COMMON_COPY } from '#shared/uk/copy/common.ts';

export type Crumb = { label: string; href: string };

export type BreadcrumbsProps = {
  /** The trail, from the first crumb to the current page (the last crumb is the current page). */
  items: readonly Crumb[];
  /** The page to read next, shown as a link at the end. */
  next?: Crumb;
};

/** The name of a UK route in breadcrumbs and next-page links. */
export function ukRouteName(route: string): string {
  if (route === UK_HUB_ROUTE) return PAGE_META['uk-hub'].heading;
  if (route === UK_BANKING_VISAS_ROUTE) {
    return STICKY_NAV_ITEMS.find((item) => item.href === UK_BANKING_VISAS_ROUTE)?.label ?? PAGE_META['uk-banking-visas'].heading;
  }
  return UK_SALES_PAGES.find((page) => page.route === route)?.name ?? route;
}

/**
 * The breadcrumb trail of a UK route (Home > UK to Dubai > the page) and its next page where the spec names one (the
 * sales pages' `next`; the hub's is the first sales page).
 */
export function ukBreadcrumbs(route: string): BreadcrumbsProps {
  const home: Crumb = { label: UK_COMMON_COPY.breadcrumbHome, href: '/' };
  const hub: Crumb = { label: ukRouteName(UK_HUB_ROUTE), href: UK_HUB_ROUTE };
  if (route === UK_HUB_ROUTE) {
    const first = UK_SALES_PAGES[0];
    return { items: [home, hub], next: first ? { label: first.name, href: first.route } : undefined };
  }
  const page = UK_SALES_PAGES.find((candidate) => candidate.route === route);
  const next = page?.next ? { label: ukRouteName(page.next), href: page.next } : undefined;
  return { items: [home, hub, { label: ukRouteName(route), href: route }], next };
}

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
