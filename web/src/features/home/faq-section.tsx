import { Box, Stack, Text } from '@chakra-ui/react';
import { FAQ } from '#shared/main-site/home-content.ts';
import { HOME_LABELS } from '#shared/main-site/home-labels.ts';
import { TitledSection } from '../../components/layout/titled-section.tsx';

/** Frequently asked questions, as native disclosure widgets (keyboard and screen-reader ready, no script). */
export default function FaqSection() {
  return (
    <TitledSection id="faq" title={HOME_LABELS.faq.title}>
      <Stack gap="3" maxW="3xl" mx="auto">
        {FAQ.map(({ question, answer }) => (
          <Box
            as="details"
            key={question}
            bg="white"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="lg"
            px="5"
            py="4"
            css={{ '&[open] summary': { color: 'var(--chakra-colors-gold-fg)' } }}
          >
            <Box as="summary" cursor="pointer" fontWeight="semibold" color="navy.900" focusRingColor="gold.focusRing">
              {question}
            </Box>
            <Text mt="3" color="fg.muted">
              {answer}
            </Text>
          </Box>
        ))}
      </Stack>
    </TitledSection>
  );
}
