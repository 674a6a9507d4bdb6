import { Box, Stack, Text } from '@chakra-ui/react';
import { PROCESS_STEPS } from '#shared/main-site/home-content.ts';
import { HOME_LABELS } from '#shared/main-site/home-labels.ts';
import { TitledSection } from '../../components/layout/titled-section.tsx';

/** The process timeline: numbered steps, down the page on phones and across on wide screens. */
export default function ProcessSection() {
  return (
    <TitledSection id="process" title={HOME_LABELS.process.title} bg="bg.subtle">
      <Stack as="ol" listStyleType="none" direction={{ base: 'column', lg: 'row' }} gap={{ base: '6', lg: '4' }}>
        {PROCESS_STEPS.map(({ step, title, text }) => (
          <Stack as="li" key={step} direction={{ base: 'row', lg: 'column' }} gap="4" flex="1" align={{ base: 'flex-start', lg: 'center' }}>
            <Box
              aria-hidden
              flexShrink={0}
              display="grid"
              placeItems="center"
              boxSize="12"
              borderRadius="full"
              bg="navy.solid"
              color="gold.300"
              fontWeight="bold"
              fontSize="lg"
            >
              {step}
            </Box>
            <Stack gap="1" textAlign={{ base: 'start', lg: 'center' }}>
              <Text as="h3" fontWeight="bold" color="navy.900">
                <Box as="span" srOnly>
                  {`${HOME_LABELS.process.step(step)}: `}
                </Box>
                {title}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {text}
              </Text>
            </Stack>
          </Stack>
        ))}
      </Stack>
    </TitledSection>
  );
}
