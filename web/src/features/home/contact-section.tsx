import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CONTACT_SECTION, SECTION_IDS } from '#shared/main-site/home-content.ts';
import { MailIcon } from '../../components/icons/mail-icon.tsx';
import { MapPinIcon } from '../../components/icons/map-pin-icon.tsx';
import { WhatsappIcon } from '../../components/icons/whatsapp-icon.tsx';
import { TitledSection } from '../../components/layout/titled-section.tsx';
import { useBusinessNumber } from '../../lib/phone-numbers.ts';
import { countedButton } from '../../lib/analytics-beacon/button-attribute.ts';

function ContactCard({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" gap="2" p="6" borderRadius="xl" borderWidth="1px" borderColor="border.muted">
      {icon}
      {children}
    </Stack>
  );
}

/** How to reach us (anchor #contact). Loaded after the first screen. */
export default function ContactSection() {
  const business = useBusinessNumber();
  return (
    <TitledSection id={SECTION_IDS.contact} title={CONTACT_SECTION.title}>
      <SimpleGrid columns={{ base: 1, md: CONTACT_SECTION.email ? 3 : 2 }} gap="6">
        <ContactCard icon={<WhatsappIcon boxSize="8" color="whatsapp.fg" />}>
          <Link href={business.href(CONTACT_SECTION.whatsapp.href)} {...countedButton('whatsapp-contact')} target="_blank" rel="noopener noreferrer" fontWeight="semibold">
            {business.number}
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {CONTACT_SECTION.whatsapp.label}
          </Text>
        </ContactCard>
        {/* No card while the owner has not set the business e-mail (launch settings). */}
        {CONTACT_SECTION.email && (
          <ContactCard icon={<MailIcon boxSize="8" color="navy.fg" />}>
            <Link href={CONTACT_SECTION.email.href} fontWeight="semibold">
              {CONTACT_SECTION.email.address}
            </Link>
          </ContactCard>
        )}
        <ContactCard icon={<MapPinIcon boxSize="8" color="gold.fg" />}>
          <Text as="address" fontStyle="normal" fontWeight="semibold">
            {CONTACT_SECTION.address}
          </Text>
        </ContactCard>
      </SimpleGrid>
    </TitledSection>
  );
}
