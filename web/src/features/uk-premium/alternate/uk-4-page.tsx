import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { HEADLINE_ANNUAL_SAVING_TEXT } from '#shared/uk/content/claims.ts';
import { formatPounds } from '#shared/uk/content/money.ts';
import { PAGE_META } from '#shared/page-meta.ts';
import { UK_4_ADVANTAGES, UK_4_BASIS, UK_4_EXODUS_STATS, UK_4_ROWS, UK_4_TESTIMONIALS, UK_4_TOTAL } from '#shared/uk/content/uk-4.ts';
import { uk4Message, ukWhatsappLink } from '#shared/uk/whatsapp.ts';
import { usePhoneNumbers } from '../../../lib/phone-numbers.ts';
import { enhance } from '../../../islands/enhancement-names.ts';
import { Island } from '../../../islands/island.tsx';
import { MOTION_CLASS, MotionStyles } from '../motion/motion-styles.tsx';
import { SlideIn } from '../motion/slide-in.tsx';
import { ALTERNATE_LABELS } from '#shared/uk/copy/premium.ts';
import { WhatsappLinkButton } from '../whatsapp-link-button.tsx';
import { UkHeader } from '../../../uk-common/uk-header.tsx';
import { TaxTable } from './tax-table.tsx';
import { Uk4Footer } from './uk-4-footer.tsx';

/** The buttons' 'Context: {label}' (which button the visitor pressed, for the staff reading the chat; the footer's is there). */
const CONTEXT = { hero: 'Crisis alert', savings: 'Savings breakdown', final: 'Final call to action' } as const;

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Heading id={id} as="h2" textAlign="center" fontSize={{ base: '2xl', md: '4xl' }}>
      {children}
    </Heading>
  );
}

/**
 * /uk-4 and /uk-dubai-4 (one page): escape the UK's 45% tax trap; every button opens WhatsApp to the /uk-4 number. As
 * a static page (web/src/islands) it is HTML and CSS: the header's menu (at the first interaction) and the footer
 * (near the view) are islands, its chat links take the stored number without React, and its motion is the page's
 * small script.
 */
export function Uk4Page() {
  const numbers = usePhoneNumbers();
  const chat = (context: string) => ukWhatsappLink('uk4', uk4Message(context), numbers);
  return (
    <Box bg="navy.950" color="white" minH="100vh" {...enhance('uk-landing')}>
      <MotionStyles />
      <Island name="uk-header" strategy="interaction" component={UkHeader} props={{ tone: 'dark' }} />
      <Box as="main">
        <Box as="section" aria-labelledby="uk4-title" bgGradient="to-b" gradientFrom="red.900" gradientTo="navy.950">
          <Container maxW="5xl" py={{ base: '16', md: '24' }}>
            <Stack gap="6" align="center" textAlign="center">
              <Box role="alert" px="4" py="1" borderRadius="full" bg="red.600" fontWeight="bold" letterSpacing="wide">
                {ALTERNATE_LABELS.crisisAlert}
              </Box>
              <Heading id="uk4-title" as="h1" fontSize={{ base: '4xl', md: '6xl' }} fontWeight="black" lineHeight="1.05">
                {PAGE_META['uk-dubai-4'].heading}
              </Heading>
              <Text fontSize={{ base: '4xl', md: '6xl' }} fontWeight="black" color="gold.300">
                {HEADLINE_ANNUAL_SAVING_TEXT}
              </Text>
              <WhatsappLinkButton counted="whatsapp-hero" href={chat(CONTEXT.hero)} size="xl">
                {ALTERNATE_LABELS.talkCta}
              </WhatsappLinkButton>
            </Stack>
          </Container>
        </Box>

        <Container maxW="6xl" py={{ base: '12', md: '20' }}>
          <Stack gap={{ base: '14', md: '20' }}>
            <SlideIn as="section" aria-labelledby="uk4-exodus-title">
              <Stack gap="8">
                <SectionTitle id="uk4-exodus-title">{ALTERNATE_LABELS.exodusTitle}</SectionTitle>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
                  {UK_4_EXODUS_STATS.map((stat) => (
                    <Stack key={stat.label} className={MOTION_CLASS.card} tabIndex={0} align="center" gap="1" p="6" borderRadius="xl" borderWidth="1px" borderColor="navy.600" bg="navy.800">
                      <Text fontSize="4xl" fontWeight="black" color={`${stat.colour ?? 'gold'}.300`}>
                        {stat.value}
                      </Text>
                      <Text color="navy.100">{stat.label}</Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              </Stack>
            </SlideIn>

            <SlideIn as="section" aria-labelledby="uk4-savings-title">
              <Stack gap="6">
                <SectionTitle id="uk4-savings-title">{ALTERNATE_LABELS.savingsTitle}</SectionTitle>
                <Text textAlign="center" color="navy.100">
                  {ALTERNATE_LABELS.basis(formatPounds(UK_4_BASIS.companyProfit), formatPounds(UK_4_BASIS.executiveSalary))}
                </Text>
                <TaxTable rows={UK_4_ROWS} total={UK_4_TOTAL} caption={ALTERNATE_LABELS.savingsTitle} />
                <Box textAlign="center">
                  <WhatsappLinkButton counted="whatsapp-cta" href={chat(CONTEXT.savings)}>{ALTERNATE_LABELS.startCta}</WhatsappLinkButton>
                </Box>
              </Stack>
            </SlideIn>

            <SlideIn as="section" aria-labelledby="uk4-advantages-title">
              <Stack gap="8">
                <SectionTitle id="uk4-advantages-title">{ALTERNATE_LABELS.advantagesTitle}</SectionTitle>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="5" data-testid="uk4-advantages">
                  {UK_4_ADVANTAGES.map((advantage) => (
                    <Stack key={advantage.title} className={MOTION_CLASS.card} tabIndex={0} gap="2" p="6" borderRadius="xl" borderWidth="1px" borderColor="navy.600" bg="navy.800">
                      <Heading as="h3" fontSize="lg" color="gold.200">
                        {advantage.title}
                      </Heading>
                      <Text color="navy.100">{advantage.description}</Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              </Stack>
            </SlideIn>

            <SlideIn as="section" aria-labelledby="uk4-testimonials-title">
              <Stack gap="8">
                <SectionTitle id="uk4-testimonials-title">{ALTERNATE_LABELS.testimonialsTitle}</SectionTitle>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="5" data-testid="uk4-testimonials">
                  {UK_4_TESTIMONIALS.map((testimonial) => (
                    <Stack as="figure" key={testimonial.name} gap="3" p="6" borderRadius="xl" borderWidth="1px" borderColor="navy.600" bg="navy.800">
                      <Text role="img" aria-label={ALTERNATE_LABELS.stars(testimonial.rating)} color="gold.300" fontSize="xl" letterSpacing="widest">
                        {'★'.repeat(testimonial.rating)}
                      </Text>
                      <Text as="blockquote">{testimonial.content}</Text>
                      <Text as="figcaption" fontSize="sm" color="navy.100">
                        {testimonial.name}, {testimonial.position}, {testimonial.company}
                      </Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              </Stack>
            </SlideIn>

            <SlideIn as="section" aria-labelledby="uk4-final-title">
              <Stack gap="5" align="center" textAlign="center" p={{ base: '8', md: '12' }} borderRadius="2xl" bgGradient="to-r" gradientFrom="red.700" gradientTo="navy.800">
                <SectionTitle id="uk4-final-title">{ALTERNATE_LABELS.finalTitle(HEADLINE_ANNUAL_SAVING_TEXT)}</SectionTitle>
                <WhatsappLinkButton counted="whatsapp-cta" href={chat(CONTEXT.final)} size="xl">
                  {ALTERNATE_LABELS.talkCta}
                </WhatsappLinkButton>
              </Stack>
            </SlideIn>
          </Stack>
        </Container>
      </Box>
      <Island name="uk-4-footer" strategy="visible" component={Uk4Footer} />
    </Box>
  );
}
