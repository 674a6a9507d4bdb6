import { Box, Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { PRIVACY_POLICY } from '#shared/privacy-policy.ts';
import { SimpleHeader } from '../components/layout/simple-header.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { Island } from '../islands/island.tsx';

/** The static privacy policy: static HTML but for the footer (live numbers, the newsletter form). */
export default function PrivacyPage() {
  return (
    <>
      <SimpleHeader />
      <Container as="main" maxW="3xl" py={{ base: '10', md: '16' }}>
        <Stack gap="3" mb="10">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="navy.900">
            {PRIVACY_POLICY.heading}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {PRIVACY_POLICY.lastUpdated}
          </Text>
          <Text>{PRIVACY_POLICY.intro}</Text>
        </Stack>
        <Stack gap="10">
          {PRIVACY_POLICY.sections.map((section) => (
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
