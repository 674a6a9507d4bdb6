import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { NEWSLETTER_CONFIRMATION_COPY as COPY } from '#shared/main-site/newsletter-confirmation.ts';
import { NOT_FOUND_HOME_LINK } from '#shared/site-copy.ts';
import { paths } from '../config/paths.ts';
import { HttpError } from '../lib/api-client.ts';
import { confirmSubscription } from '../features/newsletter/api/confirm-subscription.ts';

type Outcome = 'idle' | 'confirming' | 'confirmed' | 'used' | 'unknown' | 'failed';

const OUTCOME_TEXT: Partial<Record<Outcome, string>> = {
  confirmed: COPY.confirmed,
  used: COPY.used,
  unknown: COPY.unknown,
  failed: COPY.failed,
};

/**
 * The newsletter's confirmation page, opened from the e-mailed link (`?token=`). Opening it confirms nothing (mail
 * scanners open links): the visitor presses the button, which confirms with a POST.
 */
export default function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const confirm = async () => {
    setOutcome('confirming');
    try {
      await confirmSubscription(token);
      setOutcome('confirmed');
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 0;
      setOutcome(status === 409 ? 'used' : status === 404 || status === 400 ? 'unknown' : 'failed');
    }
  };

  const done = outcome === 'confirmed' || outcome === 'used' || outcome === 'unknown';
  const message = OUTCOME_TEXT[outcome];
  return (
    <Center as="main" minHeight="100vh" px="6" bg="bg.subtle">
      <Stack gap="5" align="center" textAlign="center" maxW="md" bg="white" p="10" borderRadius="2xl" boxShadow="md">
        <Heading as="h1" fontSize="2xl" color="navy.900">
          {COPY.heading}
        </Heading>
        {!token ? (
          <Text role="alert">{COPY.missing}</Text>
        ) : (
          <>
            {!done && <Text color="fg.muted">{COPY.intro}</Text>}
            {message && (
              <Text role={outcome === 'confirmed' || outcome === 'used' ? 'status' : 'alert'} fontWeight="semibold">
                {message}
              </Text>
            )}
            {!done && (
              <Button colorPalette="navy" onClick={confirm} loading={outcome === 'confirming'}>
                {COPY.button}
              </Button>
            )}
          </>
        )}
        <Button asChild variant="outline" colorPalette="navy">
          <RouterLink to={paths.home}>{NOT_FOUND_HOME_LINK}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
