import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { UK_WHATSAPP_MESSAGES, ukWhatsappLink } from '#shared/uk/whatsapp.ts';
import { usePhoneNumbers } from '../../lib/phone-numbers.ts';
import { openWhatsApp } from '../../lib/open-whatsapp.ts';
import { Island } from '../../islands/island.tsx';
import { scrollToId } from '../../uk-common/scroll.ts';
import { HUB_COPY, HUB_SECTION_IDS } from '#shared/uk/copy/hub.ts';
import { countedButton } from '../../lib/analytics-beacon/button-attribute.ts';

const copy = HUB_COPY.hero;

/**
 * Soft moving light behind the hero: the full variant only, and still when the visitor prefers reduced motion. It is
 * in the HTML `hidden` until the variant is known (hub-variant-live.ts).
 */
function HeroDecoration({ hidden }: { hidden?: boolean }) {
  return (
    <Box aria-hidden="true" hidden={hidden} position="absolute" inset="0" overflow="hidden" pointerEvents="none" data-testid="hero-decoration">
      <Box
        position="absolute"
        top="-20%"
        right="-10%"
        boxSize="520px"
        borderRadius="full"
        bg="radial-gradient(circle, rgba(212,175,55,0.35), transparent 70%)"
        animation="pulse 8s ease-in-out infinite"
        _motionReduce={{ animation: 'none' }}
      />
      <Box
        position="absolute"
        bottom="-30%"
        left="-10%"
        boxSize="420px"
        borderRadius="full"
        bg="radial-gradient(circle, rgba(255,255,255,0.12), transparent 70%)"
      />
    </Box>
  );
}

/** The hero's buttons: to the calculator, a WhatsApp chat, to the guide form. */
export function HeroActions() {
  const numbers = usePhoneNumbers();
  const jump = (id: string) => () => scrollToId(id);
  return (
    <HStack gap="3" wrap="wrap" justify={{ base: 'flex-start', md: 'center' }}>
      <Button colorPalette="gold" size="lg" onClick={jump(HUB_SECTION_IDS.calculator)}>
        {copy.calculate}
      </Button>
      <Button {...countedButton('whatsapp-hero')} colorPalette="whatsapp" size="lg" onClick={() => openWhatsApp(ukWhatsappLink('main', UK_WHATSAPP_MESSAGES.hubHero, numbers))}>
        {copy.whatsapp}
      </Button>
      <Button variant="outline" color="white" size="lg" _hover={{ bg: 'whiteAlpha.200' }} onClick={jump(HUB_SECTION_IDS.guide)}>
        {copy.guide}
      </Button>
    </HStack>
  );
}

/**
 * The hub's hero: headline saving, the calculator and guide shortcuts, and a WhatsApp chat. On the static page the
 * buttons are an island woken at the first interaction, and the decoration a script island deciding the variant.
 */
export function HeroSection() {
  return (
    <Box as="section" id={HUB_SECTION_IDS.hero} aria-labelledby="uk-hero-heading" position="relative" bg="navy.900" color="white" py={{ base: '14', md: '24' }}>
      <Island name="uk-hub-variant" strategy="load" component={HeroDecoration} props={{ hidden: true }} />
      <Container maxW="5xl" position="relative">
        <Stack gap="6" textAlign={{ base: 'left', md: 'center' }} align={{ base: 'stretch', md: 'center' }}>
          <Text textStyle="eyebrow" color="gold.300">
            {copy.eyebrow}
          </Text>
          <Heading id="uk-hero-heading" as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15">
            {copy.title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900" maxW="3xl">
            {copy.lead}
          </Text>
          <Island name="uk-hub-hero-actions" strategy="interaction" component={HeroActions} />
        </Stack>
      </Container>
    </Box>
  );
}
