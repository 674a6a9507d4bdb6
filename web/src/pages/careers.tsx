import { Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { LAUNCH_SETTINGS } from '#shared/launch-settings.ts';
import { CONTACT_SECTION } from '#shared/main-site/home-content.ts';
import { CAREERS_PAGE } from '#shared/main-site/site-pages.ts';
import { SimpleHeader } from '../components/layout/simple-header.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { Island } from '../islands/island.tsx';
import { useBusinessNumber } from '../lib/phone-numbers.ts';
import { LinkButton } from '../components/ui/link-button.tsx';
import { countedButton } from '../lib/analytics-beacon/button-attribute.ts';

/**
 * A short careers page: who we look for and how to apply (the business e-mail once set, WhatsApp until then). A static
 * page: its WhatsApp link takes the stored number without React (islands/live-phone-numbers.ts).
 */
export default function CareersPage() {
  const business = useBusinessNumber();
  const email = LAUNCH_SETTINGS.email;
  return (
    <>
      <Island name="simple-header" strategy="interaction" component={SimpleHeader} />
      <Container as="main" maxW="3xl" py={{ base: '10', md: '16' }}>
        <Stack gap="4">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="navy.900">
            {CAREERS_PAGE.heading}
          </Heading>
          <Text>{CAREERS_PAGE.intro}</Text>
          <Text>{CAREERS_PAGE.body}</Text>
          <Heading as="h2" fontSize="2xl" color="navy.900" mt="6">
            {CAREERS_PAGE.howToApplyHeading}
          </Heading>
          {email ? (
            <Text data-testid="careers-apply">
              {CAREERS_PAGE.applyByEmail}{' '}
              <Link href={`mailto:${email}`} fontWeight="semibold">
                {email}
              </Link>
              .
            </Text>
          ) : (
            <Stack gap="4" align="flex-start" data-testid="careers-apply">
              <Text>{CAREERS_PAGE.applyByWhatsApp}</Text>
              <LinkButton asChild colorPalette="whatsapp" size="lg">
                <a href={business.href(CONTACT_SECTION.whatsapp.href)} {...countedButton('whatsapp-cta')} target="_blank" rel="noopener noreferrer">
                  {CAREERS_PAGE.whatsappLabel}
                </a>
              </LinkButton>
            </Stack>
          )}
        </Stack>
      </Container>
      <Island name="site-footer" strategy="visible" component={SiteFooter} />
    </>
  );
}
