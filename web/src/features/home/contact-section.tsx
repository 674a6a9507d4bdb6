import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CONTACT } from '#shared/contact.ts';
import { FOOTER, HOME_SECTIONS } from '#shared/site-copy.ts';
import { WHATSAPP_MESSAGES } from '#shared/whatsapp-message.ts';
import { MailIcon } from '../../components/icons/mail-icon.tsx';
import { MapPinIcon } from '../../components/icons/map-pin-icon.tsx';
import { WhatsappIcon } from '../../components/icons/whatsapp-icon.tsx';
import { businessWhatsappLink } from '../../lib/open-whatsapp.ts';
import { HomeSection } from './home-section.tsx';

function ContactCard({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" gap="3" p="6" borderRadius="xl" borderWidth="1px" borderColor="border.muted">
      {icon}
      {children}
    </Stack>
  );
}

/** How to reach us (anchor #contact). Loaded after the first screen. */
export default function ContactSection() {
  return (
    <HomeSection id="contact" heading={HOME_SECTIONS.contact.heading} intro={HOME_SECTIONS.contact.intro}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        <ContactCard icon={<WhatsappIcon boxSize="8" color="whatsapp.fg" />}>
          <Link href={businessWhatsappLink(WHATSAPP_MESSAGES.footer)} target="_blank" rel="noopener noreferrer" fontWeight="semibold">
            {CONTACT.whatsappNumber}
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {FOOTER.whatsappOnlyNote}
          </Text>
        </ContactCard>
        <ContactCard icon={<MailIcon boxSize="8" color="navy.fg" />}>
          <Link href={`mailto:${CONTACT.email}`} fontWeight="semibold">
            {CONTACT.email}
          </Link>
        </ContactCard>
        <ContactCard icon={<MapPinIcon boxSize="8" color="gold.fg" />}>
          <Text as="address" fontStyle="normal" fontWeight="semibold">
            {CONTACT.address}
          </Text>
        </ContactCard>
      </SimpleGrid>
    </HomeSection>
  );
}
