import { Box, Container, Heading, Stack } from '@chakra-ui/react';
import { PREMIUM_SECTION_IDS } from '#shared/uk/content/premium.ts';
import { PREMIUM_LABELS } from '#shared/uk/copy/premium.ts';
import { Island } from '../../../islands/island.tsx';
import { SlideIn } from '../motion/slide-in.tsx';
import { ConsultationRequestForm } from './consultation-form.tsx';

/** The VIP consultation section (id premium-consultation): its title and the form (an island on the static page). */
export default function ConsultationSection() {
  return (
    <Box as="section" id={PREMIUM_SECTION_IDS.consultation} aria-labelledby="premium-consultation-title" bg="navy.950" color="white" py={{ base: '12', md: '20' }}>
      <Container maxW="3xl">
        <SlideIn>
          <Stack gap="6" p={{ base: '6', md: '10' }} borderRadius="2xl" borderWidth="1px" borderColor="gold.500" bg="navy.800">
            <Heading id="premium-consultation-title" as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="gold.200">
              {PREMIUM_LABELS.consultationTitle}
            </Heading>
            <Island name="uk-premium-consultation" strategy="visible" component={ConsultationRequestForm} />
          </Stack>
        </SlideIn>
      </Container>
    </Box>
  );
}
