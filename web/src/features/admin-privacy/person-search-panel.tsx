import { Badge, Box, Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { PersonProviderCopy, PersonRecordGroup } from '#shared/admin/privacy-contract.ts';
import { PRIVACY_COPY as COPY } from '#shared/admin/privacy-messages.ts';
import { formatDateTime } from '../../admin-common/format.ts';
import { Field } from '../../components/ui/field.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { DataTable, type Column } from '../../components/ui/table.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { personSearchOf, usePrivacyPerson, type PersonSearch } from './api/get-privacy-person.ts';
import { PersonActions } from './person-actions.tsx';

const groupColumns: Column<PersonRecordGroup>[] = [
  { header: COPY.columns.recordType, cell: (group) => group.label },
  {
    header: COPY.columns.count,
    cell: (group) => (group.searchable ? <Text data-testid={`count-${group.type}`}>{group.count}</Text> : <Badge colorPalette="orange">{COPY.notSearchable}</Badge>),
  },
  {
    header: COPY.columns.held,
    cell: (group) =>
      group.searchable ? (
        <Stack gap="1">
          {group.items.map((item) => (
            <Text key={item.key} fontSize="sm">
              {item.at ? `${formatDateTime(item.at)}: ` : ''}
              {item.summary}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {group.reason}
        </Text>
      ),
  },
];

const providerColumns: Column<PersonProviderCopy>[] = [
  { header: COPY.columns.provider, cell: (copy) => `${copy.integrationName} (${copy.provider})` },
  { header: COPY.columns.sent, cell: (copy) => (copy.syncedAt ? formatDateTime(copy.syncedAt) : COPY.never) },
  { header: COPY.columns.state, cell: (copy) => copy.state },
  { header: COPY.columns.lead, cell: (copy) => copy.leadId },
];

/**
 * Find a person: search by an e-mail address or a phone number (any spelling) and see every record type holding
 * their data with its count and items, the types no search can reach and why, and every provider it was sent to.
 */
export function PersonSearchPanel() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<PersonSearch>();
  const person = usePrivacyPerson(search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(personSearchOf(text));
  };

  return (
    <Stack gap="4">
      <form onSubmit={submit} role="search" aria-label={COPY.title}>
        <Flex gap="2" align="end" wrap="wrap">
          <Box flex="1" minWidth="16rem">
            <Field label={COPY.searchLabel}>
              <Input value={text} onChange={(event) => setText(event.target.value)} placeholder={COPY.searchPlaceholder} maxLength={254} />
            </Field>
          </Box>
          <Button type="submit" colorPalette="navy" loading={person.isLoading}>
            {COPY.search}
          </Button>
        </Flex>
      </form>
      {person.error ? <StatusMessage kind="error">{serverMessage(person.error) ?? COPY.loadFailed}</StatusMessage> : null}
      {person.data && search ? (
        <Stack gap="4" data-testid="privacy-person">
          <Text fontWeight="semibold" role="status">
            {COPY.total(person.data.total)}
          </Text>
          <PersonActions search={search} person={person.data} onChanged={() => void person.mutate()} />
          <DataTable caption={COPY.title} columns={groupColumns} rows={person.data.groups} rowKey={(group) => group.type} stale={person.isValidating} />
          <Heading as="h3" size="sm">
            {COPY.providersTitle}
          </Heading>
          {person.data.providers.length ? (
            <DataTable caption={COPY.providersTitle} columns={providerColumns} rows={person.data.providers} rowKey={(copy) => `${copy.leadId}:${copy.integrationName}`} />
          ) : (
            <Text color="fg.muted">{COPY.noProviders}</Text>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
