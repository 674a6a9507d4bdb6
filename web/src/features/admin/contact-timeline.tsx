import { Box, Stack, Text } from '@chakra-ui/react';
import type { LeadContact } from '#shared/admin/api-contract.ts';
import { FIRST_CONTACT_COPY as COPY } from '#shared/admin/admin-copy.ts';
import { formatDateTime } from '../../admin-common/format.ts';

/** The lead's contact attempts and confirmed contacts, newest first: what, by whom, when, and what came of it. */
export function ContactTimeline({ contacts }: { contacts: readonly LeadContact[] }) {
  if (contacts.length === 0) return <Text color="fg.muted">{COPY.noContacts}</Text>;
  return (
    <Stack as="ol" gap="2" data-testid="contact-timeline">
      {contacts.map((contact) => (
        <Box
          as="li"
          key={contact.id}
          listStyleType="none"
          borderStartWidth="3px"
          borderColor={contact.kind === 'contact' ? 'green.solid' : 'border'}
          ps="2"
        >
          <Text fontSize="sm" fontWeight={contact.kind === 'contact' ? 'semibold' : 'normal'}>
            {contact.kind === 'contact' ? COPY.contact(contact.channel) : COPY.attempt(contact.channel)}, {COPY.by} {contact.by},{' '}
            {formatDateTime(contact.at)}
          </Text>
          {contact.outcome ? (
            <Text fontSize="sm" whiteSpace="pre-wrap" color="fg.muted">
              {contact.outcome}
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
