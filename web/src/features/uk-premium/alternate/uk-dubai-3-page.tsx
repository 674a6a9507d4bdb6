import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { businessEmail } from '#shared/launch-settings.ts';
import { formatPounds } from '#shared/uk/content/money.ts';
import {
  UK_DUBAI_3_BLOCKS,
  UK_DUBAI_3_HERO,
  UK_DUBAI_3_QUALITY_OF_LIFE,
  UK_DUBAI_3_ROWS,
  UK_DUBAI_3_SECTION_IDS,
  UK_DUBAI_3_SUMMARY,
  UK_DUBAI_3_TOTAL,
  UK_DUBAI_3_WHY_DUBAI,
} from '#shared/uk/content/uk-dubai-3.ts';
import { WEALTH_MIGRATION_STATS } from '#shared/uk/content/premium.ts';
import { phoneKeyForRoute, UK_DUBAI_3_BUTTON_SENTENCES, ukDubai3Message, ukWhatsappLink } from '#shared/uk/whatsapp.ts';
import { UK_LANDING_ROUTES } from '#shared/uk/content/pages.ts';
import { usePhoneNumbers } from '../../../lib/phone-numbers.ts';
import { enhance } from '../../../islands/enhancement-names.ts';
import { Island } from '../../../islands/island.tsx';
import { LIVE_PHONE_ATTRIBUTE } from '../../../islands/live-phone-numbers.ts';
import { MOTION_CLASS, MotionStyles } from '../motion/motion-styles.tsx';
import { ParticleField } from '../motion/particle-field.tsx';
import { SlideIn } from '../motion/slide-in.tsx';
import { ALTERNATE_LABELS } from '#shared/uk/copy/premium.ts';
import { UkFooter } from '../../../uk-common/uk-footer.tsx';
import { UkHeader } from '../../../uk-common/uk-header.tsx';
import { TaxTable } from './tax-table.tsx';
import { WhatsappLinkButton } from '../whatsapp-link-button.tsx';

const PHONE_KEY = phoneKeyForRoute(UK_LANDING_ROUTES.dubai3);

type ChatButton = keyof typeof UK_DUBAI_3_BUTTON_SENTENCES;

/** Each button's chat link: the fixed greeting followed by that button's own sentence. */
function useChatLinks() {
  const numbers = usePhoneNumbers();
  const link = (button: ChatButton) => ukWhatsappLink(PHONE_KEY, ukDubai3Message(UK_DUBAI_3_BUTTON_SENTENCES[button]), numbers);
  return { link, number: numbers[PHONE_KEY] };
}

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Heading id={id} as="h2" textAlign="center" fontSize={{ base: '2xl', md: '4xl' }}>
      {children}
    </Heading>
  );
}

function ContactLines({ number }: { number: string }) {
  // The e-mail line only once the owner has set the business e-mail (launch settings).
  const email = businessEmail();
  return (
    <Stack gap="1" align="center" color="navy.100" fontSize="sm">
      {/* On the static page the page's script shows the number staff stored (live-phone-numbers.ts). */}
      <Text {...{ [LIVE_PHONE_ATTRIBUTE]: '' }}>{ALTERNATE_LABELS.whatsappLine(number)}</Text>
      {email && <Text>{ALTERNATE_LABELS.emailLine(email.address)}</Text>}
    </Stack>
  );
}

/**
 * /uk-dubai-3: escape the UK tax trap, with the complete breakdown and every button opening WhatsApp. As a static page
 * (web/src/islands) it is HTML and CSS: the header's menu (at the first interaction) and the footer (near the view)
 * are islands, its chat links take the stored number without React, and its motion is the page's small script.
 */
export function UkDubai3Page() {
  const { link, number } = useChatLinks();
  const stats = WEALTH_MIGRATION_STATS.stats;
  return (
    <Box bg="navy.950" color="white" minH="100vh" {...enhance('uk-landing')}>
      <MotionStyles />
      <Island name="uk-header" strategy="interaction" component={UkHeader} props={{ tone: 'dark' }} />
      <Box as="main">
        <Box as="section" aria-labelledby="dubai3-title" position="relative" overflow="hidden" bgGradient="to-b" gradientFrom="navy.950" gradientTo="navy.900">
          <ParticleField count={UK_DUBAI_3_HERO.particles} />
          <Container maxW="6xl" py={{ base: '16', md: '24' }} position="relative" zIndex="1">
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10" alignItems="center">
              <Stack gap="6">
                <Heading id="dubai3-title" as="h1" fontSize={{ base: '4xl', md: '6xl' }} fontWeight="black" lineHeight="1.05">
                  {UK_DUBAI_3_HERO.title}
                </Heading>
                <Box>
                  <WhatsappLinkButton counted="whatsapp-hero" href={link('hero')} size="xl">
                    {ALTERNATE_LABELS.startCta}
                  </WhatsappLinkButton>
                </Box>
              </Stack>
              <Stack data-testid="dubai3-summary" gap="3" p="6" borderRadius="2xl" borderWidth="1px" borderColor="gold.500" bg="navy.800">
                <Heading as="h2" fontSize="xl" color="gold.200">
                  {ALTERNATE_LABELS.summaryTitle}
                </Heading>
                {UK_DUBAI_3_SUMMARY.map((item) => (
                  <Stack key={item.label} direction="row" justify="space-between">
                    <Text color="navy.100">{item.label}</Text>
                    <Text fontWeight="bold">{formatPounds(item.amount)}</Text>
                  </Stack>
                ))}
              </Stack>
            </SimpleGrid>
          </Container>
        </Box>

        <Container maxW="6xl" py={{ base: '12', md: '20' }}>
          <Stack gap={{ base: '14', md: '20' }}>
            <SlideIn as="section" aria-labelledby="dubai3-stats-title">
              <Stack gap="8">
                <SectionTitle id="dubai3-stats-title">{ALTERNATE_LABELS.statsTitle}</SectionTitle>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                  {stats.map((stat) => (
                    <Stack key={stat.label} className={MOTION_CLASS.card} tabIndex={0} align="center" gap="1" p="5" borderRadius="xl" borderWidth="1px" borderColor="navy.600" bg="navy.800" textAlign="center">
                      <Text fontSize="3xl" fontWeight="black" color="gold.300">
                        {stat.value}
                      </Text>
                      <Text color="navy.100" fontSize="sm">
                        {stat.label}
                      </Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              </Stack>
            </SlideIn>

            <SlideIn as="section" id={UK_DUBAI_3_SECTION_IDS.comparison} aria-labelledby="dubai3-breakdown-title">
              <Stack gap="8">
                <SectionTitle id="dubai3-breakdown-title">{ALTERNATE_LABELS.breakdownTitle}</SectionTitle>
                <TaxTable rows={UK_DUBAI_3_ROWS} total={UK_DUBAI_3_TOTAL} caption={ALTERNATE_LABELS.breakdownTitle} />
              </Stack>
            </SlideIn>

            <SlideIn as="section" aria-labelledby="dubai3-quality-title">
              <Stack gap="8">
                <SectionTitle id="dubai3-quality-title">{ALTERNATE_LABELS.qualityTitle}</SectionTitle>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                  {UK_DUBAI_3_QUALITY_OF_LIFE.map((row) => (
                    <Stack key={row.category} className={MOTION_CLASS.card} tabIndex={0} gap="3" p="6" borderRadius="xl" borderWidth="1px" borderColor="navy.600" bg="navy.800">
                      <Heading as="h3" fontSize="lg">
                        {row.category}
                      </Heading>
                      <SimpleGrid columns={2} gap="3">
                        <Stack gap="0">
                          <Text fontSize="xs" color="navy.200">{ALTERNATE_LABELS.columns.uk}</Text>
                          <Text color="red.300" fontWeight="semibold">{row.uk.value}</Text>
                        </Stack>
                        <Stack gap="0">
                          <Text fontSize="xs" color="navy.200">{ALTERNATE_LABELS.columns.dubai}</Text>
                          <Text color="green.300" fontWeight="semibold">{row.dubai.value}</Text>
                        </Stack>
                      </SimpleGrid>
                    </Stack>
                  ))}
                </SimpleGrid>
              </Stack>
            </SlideIn>

            <SlideIn as="section" aria-labelledby="dubai3-why-title">
              <Stack gap="8">
                <SectionTitle id="dubai3-why-title">{ALTERNATE_LABELS.whyTitle}</SectionTitle>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="5" data-testid="dubai3-why">
                  {UK_DUBAI_3_WHY_DUBAI.map((card) => (
                    <Stack key={card.title} className={MOTION_CLASS.card} tabIndex={0} gap="2" p="6" borderRadius="xl" borderWidth="1px" borderColor="navy.600" bg="navy.800">
                      <Text fontSize="3xl" fontWeight="black" color="gold.300">{card.stats}</Text>
                      <Heading as="h3" fontSize="lg">{card.title}</Heading>
                      <Text color="navy.100">{card.description}</Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              </Stack>
            </SlideIn>

            <SlideIn as="section" aria-labelledby="dubai3-ready-title">
              <Stack gap="5" align="center" textAlign="center" p={{ base: '8', md: '12' }} borderRadius="2xl" bg="navy.800" borderWidth="1px" borderColor="gold.500">
                <SectionTitle id="dubai3-ready-title">{UK_DUBAI_3_BLOCKS.ready}</SectionTitle>
                <WhatsappLinkButton counted="whatsapp-cta" href={link('ready')} size="xl">
                  {ALTERNATE_LABELS.startCta}
                </WhatsappLinkButton>
                <ContactLines number={number} />
              </Stack>
            </SlideIn>

            <SlideIn as="section" aria-labelledby="dubai3-final-title">
              <Stack gap="5" align="center" textAlign="center" p={{ base: '8', md: '12' }} borderRadius="2xl" bgGradient="to-r" gradientFrom="red.700" gradientTo="navy.800">
                <SectionTitle id="dubai3-final-title">{UK_DUBAI_3_BLOCKS.final}</SectionTitle>
                <WhatsappLinkButton counted="whatsapp-cta" href={link('final')} size="xl">
                  {ALTERNATE_LABELS.talkCta}
                </WhatsappLinkButton>
                <ContactLines number={number} />
              </Stack>
            </SlideIn>
          </Stack>
        </Container>
      </Box>
      <Island name="uk-footer" strategy="visible" component={UkFooter} />
    </Box>
  );
}
