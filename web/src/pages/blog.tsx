import { Card, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BLOG_PAGE } from '#shared/main-site/site-pages.ts';
import { PAGE_META } from '#shared/page-meta.ts';
import { SimpleHeader } from '../components/layout/simple-header.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { paths, type SitePath } from '#shared/site-paths.ts';
import { type PageName } from '../config/paths.ts';
import { Island } from '../islands/island.tsx';

/** The site's guides, until articles exist: the UK hub, its seven sales pages and the advisory page. */
export const BLOG_GUIDES: readonly { path: SitePath; page: PageName }[] = [
  { path: paths.uk, page: 'uk-hub' },
  { path: paths.ukTaxSavings, page: 'uk-tax-savings' },
  { path: paths.ukFastSetup, page: 'uk-fast-setup' },
  { path: paths.ukMarketAccess, page: 'uk-market-access' },
  { path: paths.ukLifestyle, page: 'uk-lifestyle' },
  { path: paths.ukOwnership, page: 'uk-ownership' },
  { path: paths.ukCorporateTax, page: 'uk-corporate-tax' },
  { path: paths.ukWealthPreservation, page: 'uk-wealth-preservation' },
  { path: paths.ukBankingVisas, page: 'uk-banking-visas' },
  { path: paths.advisory, page: 'advisory' },
];

/** The blog: an index of the site's guides, each with its title and description. */
export default function BlogPage() {
  return (
    <>
      <Island name="simple-header" strategy="interaction" component={SimpleHeader} />
      <Container as="main" maxW="5xl" py={{ base: '10', md: '16' }}>
        <Stack gap="3" mb="10">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="navy.900">
            {BLOG_PAGE.heading}
          </Heading>
          <Text>{BLOG_PAGE.intro}</Text>
        </Stack>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
          {BLOG_GUIDES.map(({ path, page }) => (
            <Card.Root as="li" key={path}>
              <Card.Body gap="3">
                <Heading as="h2" fontSize="xl" color="navy.900">
                  <Link asChild color="navy.900" minH="11" display="inline-flex" alignItems="center">
                    <RouterLink to={path}>{PAGE_META[page].heading}</RouterLink>
                  </Link>
                </Heading>
                <Text>{PAGE_META[page].description}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
      <Island name="site-footer" strategy="visible" component={SiteFooter} />
    </>
  );
}
