import { Box, Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { PREMIUM_REPORT, PREMIUM_SECTION_IDS } from '#shared/uk/content/premium.ts';
import { PREMIUM_LABELS } from '#shared/uk/copy/premium.ts';
import { Island } from '../../../islands/island.tsx';
import { SlideIn } from '../motion/slide-in.tsx';
import { ReportCaptureForm } from './report-capture-form.tsx';

/**
 * The exclusive tax report card: its title, the request form (an island on the static page, awake as it comes near
 * the view) and what the report includes.
 */
export function ReportCard() {
  return (
    <Box as="section" id={PREMIUM_SECTION_IDS.report} aria-labelledby="premium-report-title" bg="navy.900" color="white" py={{ base: '12', md: '16' }}>
      <Container maxW="3xl">
        <SlideIn>
          <Stack gap="6" p={{ base: '6', md: '10' }} borderRadius="2xl" borderWidth="1px" borderColor="gold.500" bg="navy.800" position="relative">
            <Heading id="premium-report-title" as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="gold.200">
              {PREMIUM_LABELS.reportTitle}
            </Heading>
            <Island name="uk-premium-report" strategy="visible" component={ReportCaptureForm} />
            <Stack gap="2">
              <Text fontWeight="semibold">{PREMIUM_LABELS.reportIncludesTitle}</Text>
              <List.Root gap="1" ps="5">
                {PREMIUM_REPORT.includes.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List.Root>
            </Stack>
          </Stack>
        </SlideIn>
      </Container>
    </Box>
  );
}
