import { Card, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { UK_SALES_PAGES } from '#shared/uk/content/pages.ts';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';
import { ukRouteName } from '../../uk-common/breadcrumbs.tsx';
import { Section } from './section.tsx';

/** The links to other pages: each related page with its name and, for sales pages, the hub's reason for it. */
export function RelatedLinks({ routes }: { routes: readonly string[] }) {
  return (
    <Section id="related-pages" heading={UK_SALES_COPY.relatedHeading} tone="muted">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: routes.length }} gap="4">
        {routes.map((route) => {
          const reason = UK_SALES_PAGES.find((page) => page.route === route)?.reason;
          return (
            <Card.Root as="li" key={route} size="sm" _focusWithin={{ outline: '2px solid', outlineColor: 'navy.500' }}>
              <Card.Body gap="1">
                <Link asChild fontWeight="semibold" color="navy.700" fontSize="lg" outline="none">
                  <RouterLink to={route}>
                    {ukRouteName(route)} <span aria-hidden>→</span>
                  </RouterLink>
                </Link>
                {reason && (
                  <Text fontSize="sm" color="fg.muted">
                    {reason.title}
                  </Text>
                )}
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}
