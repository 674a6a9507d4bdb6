import { Center, Heading, Stack } from '@chakra-ui/react';
import { NEWSLETTER_CONFIRMATION_COPY as COPY } from '#shared/main-site/newsletter-confirmation.ts';
import { NOT_FOUND_HOME_LINK } from '#shared/site-copy.ts';
import { paths } from '#shared/site-paths.ts';
import { ConfirmSubscriptionPanel } from '../features/newsletter/confirm-subscription-panel.tsx';
import { Island } from '../islands/island.tsx';
import { LinkButton } from '../components/ui/link-button.tsx';

/**
 * The newsletter's confirmation page, opened from the e-mailed link (`?token=`): static HTML, its confirmation an
 * island that reads the token once the page runs.
 */
export default function NewsletterConfirmPage() {
  return (
    <Center as="main" minHeight="100vh" px="6" bg="bg.subtle">
      <Stack gap="5" align="center" textAlign="center" maxW="md" bg="white" p="10" borderRadius="2xl" boxShadow="md">
        <Heading as="h1" fontSize="2xl" color="navy.900">
          {COPY.heading}
        </Heading>
        <Island name="newsletter-confirm" strategy="load" component={ConfirmSubscriptionPanel} />
        <LinkButton asChild variant="outline" colorPalette="navy">
          {/* A full load: the edge decides which home this host gets. */}
          <a href={paths.home}>{NOT_FOUND_HOME_LINK}</a>
        </LinkButton>
      </Stack>
    </Center>
  );
}
