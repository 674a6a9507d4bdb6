import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatPounds } from '#shared/uk/content/money.ts';
import { PREMIUM_COMPARISON, PREMIUM_LONG_TERM_SAVINGS, PREMIUM_NOTICE, PREMIUM_TAKE_HOME } from '#shared/uk/content/premium.ts';
import { UK_WHATSAPP_MESSAGES, ukWhatsappLink } from '#shared/uk/whatsapp.ts';
import { usePhoneNumbers } from '../../../lib/phone-numbers.ts';
import { SlideIn } from '../motion/slide-in.tsx';
import { MOTION_CLASS } from '../motion/motion-styles.tsx';
import { PREMIUM_LABELS } from '#shared/uk/copy/premium.ts';
import { WhatsappLinkButton } from '../whatsapp-link-button.tsx';

type Side = { title: string; rows: readonly { label: string; amount: number; orMore?: boolean }[]; total: number; takeHome: number };

function ComparisonColumn({ side, tone }: { side: Side; tone: 'uk' | 'dubai' }) {
  return (
    <Stack
      className={MOTION_CLASS.card}
      tabIndex={0}
      data-testid={`premium-comparison-${tone}`}
      gap="3"
      p="6"
      borderRadius="xl"
      borderWidth="2px"
      borderColor={tone === 'uk' ? 'red.400' : 'green.400'}
      bg="navy.800"
    >
      <Heading as="h3" fontSize="xl">
        {side.title}
      </Heading>
      <Box as="dl" display="grid" gridTemplateColumns="1fr auto" rowGap="2" columnGap="4">
        {side.rows.map((row) => (
          <Box key={row.label} display="contents">
            <Text as="dt" color="navy.100">
              {row.label}
            </Text>
            <Text as="dd" fontWeight="semibold" textAlign="end">
              {formatPounds(row.amount)}
              {row.orMore ? '+' : ''}
            </Text>
          </Box>
        ))}
        {/* Every name-value pair in its own div: a dl holds either divs or dt/dd, not both. */}
        <Box display="contents">
          <Text as="dt" fontWeight="bold" borderTopWidth="1px" pt="2">
            {PREMIUM_LABELS.annualTax}
          </Text>
          <Text as="dd" fontWeight="bold" textAlign="end" borderTopWidth="1px" pt="2" color={tone === 'uk' ? 'red.300' : 'green.300'}>
            {formatPounds(side.total)}
          </Text>
        </Box>
        <Box display="contents">
          <Text as="dt" fontWeight="bold">
            {PREMIUM_LABELS.takeHome}
          </Text>
          <Text as="dd" fontWeight="bold" textAlign="end" color="gold.200">
            {formatPounds(side.takeHome)}
          </Text>
        </Box>
      </Box>
    </Stack>
  );
}

/** The UK-versus-Dubai comparison on £500K, the 10/20/30-year savings and the 2025 notice. */
export default function SavingsSection() {
  const numbers = usePhoneNumbers();
  const income = formatPounds(PREMIUM_COMPARISON.income);
  return (
    <Box as="section" aria-labelledby="premium-comparison-title" bg="navy.950" color="white" py={{ base: '12', md: '20' }}>
      <Container maxW="6xl">
        <Stack gap="10">
          <SlideIn>
            <Heading id="premium-comparison-title" as="h2" textAlign="center" fontSize={{ base: '2xl', md: '4xl' }}>
              {PREMIUM_LABELS.comparisonTitle(income)}
            </Heading>
          </SlideIn>
          <SlideIn>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
              <ComparisonColumn
                tone="uk"
                side={{ title: PREMIUM_LABELS.ukColumn, rows: PREMIUM_COMPARISON.uk.rows, total: PREMIUM_COMPARISON.uk.total, takeHome: PREMIUM_TAKE_HOME.uk }}
              />
              <ComparisonColumn
                tone="dubai"
                side={{ title: PREMIUM_LABELS.dubaiColumn, rows: PREMIUM_COMPARISON.dubai.rows, total: PREMIUM_COMPARISON.dubai.total, takeHome: PREMIUM_TAKE_HOME.dubai }}
              />
            </SimpleGrid>
          </SlideIn>
          <SlideIn>
            <Stack gap="6">
              <Heading as="h3" textAlign="center" fontSize={{ base: 'xl', md: '3xl' }} color="gold.200">
                {PREMIUM_LABELS.longTermTitle}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" data-testid="premium-long-term">
                {PREMIUM_LONG_TERM_SAVINGS.map((saving) => (
                  <Stack key={saving.years} className={MOTION_CLASS.card} tabIndex={0} align="center" gap="1" p="6" borderRadius="xl" borderWidth="1px" borderColor="navy.600" bg="navy.800">
                    <Text color="navy.100">{PREMIUM_LABELS.years(saving.years)}</Text>
                    <Text fontSize="4xl" fontWeight="black" color="gold.300">
                      {saving.text}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
            </Stack>
          </SlideIn>
          <SlideIn>
            <Stack align="center" gap="5">
              <Box role="note" px="6" py="3" borderRadius="full" bg="red.600" fontWeight="bold" textAlign="center">
                {PREMIUM_NOTICE}
              </Box>
              <WhatsappLinkButton counted="whatsapp-savings"
                href={ukWhatsappLink('premium', UK_WHATSAPP_MESSAGES.premiumSavings, numbers)}
                action={{ event: 'savingsCta' }}
                size="xl"
              >
                {PREMIUM_LABELS.savingsCta}
              </WhatsappLinkButton>
            </Stack>
          </SlideIn>
        </Stack>
      </Container>
    </Box>
  );
}
