import { Box, Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { LEAD_MAGNET } from '#shared/main-site/home-content.ts';
import { WhatsappIcon } from '../../components/icons/whatsapp-icon.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';

/** The lead magnet: the free checklist, requested with a prefilled chat. */
export default function LeadMagnetSection() {
  return (
    <Box as="section" id="lead-magnet" aria-labelledby="lead-magnet-heading" bg="navy.900" color="white" py={{ base: '12', md: '20' }}>
      <Container maxW="4xl">
        <Stack gap="5" textAlign={{ base: 'start', md: 'center' }} align={{ base: 'stretch', md: 'center' }}>
          <Heading id="lead-magnet-heading" as="h2" fontSize={{ base: '2xl', md: '4xl' }}>
            {LEAD_MAGNET.title}
          </Heading>
          <Text color="navy.100" fontSize={{ base: 'md', md: 'lg' }}>
            {LEAD_MAGNET.text}
          </Text>
          <List.Root gap="2" listStyleType="none" textAlign="start">
            {LEAD_MAGNET.points.map((point) => (
              <List.Item key={point} display="flex" gap="2">
                <Box as="span" aria-hidden color="gold.300" fontWeight="bold">
                  ✓
                </Box>
                {point}
              </List.Item>
            ))}
          </List.Root>
          <LinkButton asChild colorPalette="whatsapp" size="xl" alignSelf={{ base: 'stretch', md: 'center' }}>
            <a href={LEAD_MAGNET.button.href} target="_blank" rel="noopener noreferrer">
              <WhatsappIcon boxSize="5" />
              {LEAD_MAGNET.button.label}
            </a>
          </LinkButton>
        </Stack>
      </Container>
    </Box>
  );
}
