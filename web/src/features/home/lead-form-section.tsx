import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { CONSENT_TEXTS } from '#shared/privacy/consent-texts.ts';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#shared/site-paths.ts';
import { LEAD_FORM, SECTION_IDS } from '#shared/main-site/home-content.ts';
import { Island } from '../../islands/island.tsx';
import { LeadForm } from './lead-form.tsx';

/**
 * The lead form section, the target of every "free consultation" button (anchor #lead-form). On a static page the
 * form is an island woken as it comes near the view (what is typed before it wakes is kept).
 */
export function LeadFormSection() {
  return (
    <Box as="section" id={SECTION_IDS.leadForm} aria-labelledby="lead-form-heading" bg="gold.subtle" py={{ base: '12', md: '20' }}>
      <Container maxW="3xl">
        <Stack gap="6" bg="white" borderRadius="2xl" boxShadow="lg" p={{ base: '6', md: '10' }}>
          <Stack gap="2" textAlign="center">
            <Heading id="lead-form-heading" as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="navy.900">
              {LEAD_FORM.title}
            </Heading>
            <Text color="fg.muted">{LEAD_FORM.subtitle}</Text>
          </Stack>
          <Island name="home-lead-form" strategy="visible" component={LeadForm} />
          <Text textAlign="center" fontSize="sm" fontWeight="medium" color="navy.700">
            {LEAD_FORM.promise}
          </Text>
          <PrivacyNotice />
        </Stack>
      </Container>
    </Box>
  );
}

const POLICY_WORDS = 'Privacy Policy';

/**
 * The privacy notice beside the form (the form has no checkbox): static text, its policy words a link. The form
 * records this text's id and version with the lead.
 */
function PrivacyNotice() {
  const [before, after] = CONSENT_TEXTS.homeLeadNotice.text.split(POLICY_WORDS);
  return (
    <Text data-consent-id={CONSENT_TEXTS.homeLeadNotice.id} textAlign="center" fontSize="xs" color="fg.muted">
      {before}
      <Link asChild display="inline" color="navy.700" textDecoration="underline">
        <RouterLink to={paths.privacy}>{POLICY_WORDS}</RouterLink>
      </Link>
      {after}
    </Text>
  );
}
