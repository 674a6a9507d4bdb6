import { Box, Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { PolicyPage } from '#shared/main-site/site-pages.ts';
import { SimpleHeader } from './simple-header.tsx';
import { Island } from '../../islands/island.tsx';
import { SiteFooter } from './site-footer.tsx';

/**
 * A policy page (privacy, terms, refund): heading, date, introduction, then one section per heading. Static HTML with
 * islands: the header (its small-screen menu) wakes at the first interaction, the footer (live numbers, the newsletter
 * form) near the view.
 */
export function PolicyDocument({ policy }: { policy: PolicyPage }) {
  return (
    <>
      <Island name="simple-header" strategy="interaction" component={SimpleHeader} />
      <Container as="main" maxW="3xl" py={{ base: '10', md: '16' }}>
        <Stack gap="3" mb="10">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="navy.900">
            {policy.heading}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {policy.lastUpdated}
          </Text>
          <Text>{policy.intro}</Text>
        </Stack>
        <Stack gap="10">
          {policy.sections.map((section) => (
            <Box as="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <Heading id={`${section.id}-heading`} as="h2" fontSize="2xl" color="navy.900" mb="3">
                {section.heading}
              </Heading>
              <Stack gap="3">
                <Text>{section.paragraphs[0]}</Text>
                {section.items && (
                  <List.Root ps="5" gap="1.5">
                    {section.items.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List.Root>
                )}
                {section.paragraphs.slice(1).map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Container>
      <Island name="site-footer" strategy="visible" component={SiteFooter} />
    </>
  );
}
