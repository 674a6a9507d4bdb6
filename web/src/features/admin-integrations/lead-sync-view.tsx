import { Button, Checkbox, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminLead } from '#shared/admin/api-contract.ts';
import { LEAD_FIELD_LABELS, LEADS_COPY } from '#shared/admin/admin-copy.ts';
import { INTEGRATION_TOASTS, PROVIDER_PROFILES, bulkSyncDescription } from '#shared/admin/integration-rules.ts';
import { LEAD_SYNC_COPY as COPY } from '#shared/admin/integrations-copy.ts';
import { useLeads } from '../../admin-common/api/get-leads.ts';
import { LEAD_LIST_PAGE, SEARCH_MAX_LENGTH, parseLeadList, withQuery, writeLeadList } from '../../admin-common/dashboard-url.ts';
import { PagedTable } from '../../admin-common/paged-table.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import type { Column } from '../../components/ui/table.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { bulkSync } from './api/bulk-sync.ts';
import { useIntegrations } from './api/get-integrations.ts';
import { LeadSyncStateCell, SyncLeadButton } from './lead-sync-state.tsx';
import { useRefreshIntegrations } from './use-refresh-integrations.ts';

/**
 * Lead Sync: the leads (the Lead Management list, searched and paged from the address bar), each with where it stands
 * at the chosen active integration; sync one, or select several and sync them together.
 */
export function LeadSyncView() {
  const toast = useToast();
  const refresh = useRefreshIntegrations();
  const [params, setParams] = useSearchParams();
  const list = parseLeadList(params);
  const page = useLeads(list);
  const { data: integrations } = useIntegrations();
  const active = (integrations ?? []).filter((integration) => integration.isActive);
  const [chosen, setChosen] = useState<string>();
  const target = active.find((integration) => integration.id === chosen) ?? active[0];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState(list.q);
  const [syncing, setSyncing] = useState(false);

  const leads = page.data?.rows ?? [];
  const allOnPage = leads.length > 0 && leads.every((lead) => selected.has(lead.id));

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const togglePage = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const lead of leads) {
        if (on) next.add(lead.id);
        else next.delete(lead.id);
      }
      return next;
    });

  const searchLeads = (event: FormEvent) => {
    event.preventDefault();
    setParams((current) => writeLeadList(current, withQuery(parseLeadList(current), { q: search })));
  };

  const syncSelected = async () => {
    if (selected.size === 0) return toast(INTEGRATION_TOASTS.noLeadsSelected);
    if (!target) return;
    setSyncing(true);
    const leadIds = [...selected];
    try {
      const result = await bulkSync({ leadIds, integrationId: target.id });
      toast({ ...INTEGRATION_TOASTS.bulkComplete, description: bulkSyncDescription(result) });
      setSelected(new Set());
    } catch (bulkError) {
      toast({ ...INTEGRATION_TOASTS.bulkFailed, description: serverMessage(bulkError) ?? INTEGRATION_TOASTS.bulkFailed.description });
    } finally {
      setSyncing(false);
      await refresh(leadIds);
    }
  };

  const columns: Column<AdminLead>[] = [
    {
      header: (
        <Checkbox.Root checked={allOnPage} onCheckedChange={(details) => togglePage(details.checked === true)} size="sm">
          <Checkbox.HiddenInput aria-label={COPY.selectAll} />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
      cell: (lead) => (
        <Checkbox.Root checked={selected.has(lead.id)} onCheckedChange={(details) => toggle(lead.id, details.checked === true)} size="sm">
          <Checkbox.HiddenInput aria-label={`${COPY.select} ${lead.fullName}`} />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
    },
    { header: LEAD_FIELD_LABELS.fullName, cell: (lead) => <Text wordBreak="break-word">{lead.fullName}</Text> },
    { header: LEAD_FIELD_LABELS.email, cell: (lead) => lead.email },
    { header: COPY.syncState, cell: (lead) => <LeadSyncStateCell lead={lead} integrationId={target?.id} /> },
    { header: COPY.sync, cell: (lead) => <SyncLeadButton lead={lead} integrationId={target?.id} /> },
  ];

  return (
    <Stack gap="4">
      {integrations && active.length === 0 ? (
        <StatusMessage kind="empty">{COPY.noActive}</StatusMessage>
      ) : (
        <Flex gap="3" wrap="wrap" align="end">
          <NativeSelect.Root width={{ base: 'full', sm: '72' }} disabled={!integrations}>
            <NativeSelect.Field aria-label={COPY.target} value={target?.id ?? ''} onChange={(event) => setChosen(event.currentTarget.value)}>
              {active.map((integration) => (
                <option key={integration.id} value={integration.id}>
                  {`${integration.name} (${PROVIDER_PROFILES[integration.provider].label})`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button colorPalette="navy" onClick={syncSelected} loading={syncing} loadingText={COPY.syncing} disabled={!target} width={{ base: 'full', sm: 'auto' }}>
            {COPY.syncSelected} ({selected.size})
          </Button>
        </Flex>
      )}
      <form onSubmit={searchLeads} role="search">
        <Flex gap="2">
          <Input
            type="search"
            aria-label={LEADS_COPY.searchLabel}
            placeholder={LEADS_COPY.searchPlaceholder}
            maxLength={SEARCH_MAX_LENGTH}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            flex="1"
          />
          <Button type="submit" variant="outline">
            {COPY.search}
          </Button>
        </Flex>
      </form>
      <PagedTable caption={COPY.heading} columns={columns} rowKey={(lead) => lead.id} pageKeys={LEAD_LIST_PAGE} query={page} copy={LEADS_COPY} />
    </Stack>
  );
}
