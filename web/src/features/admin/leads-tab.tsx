import { Button, ButtonGroup, Flex, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LEAD_FILTERS, LEAD_VIEWS, type AdminLead, type LeadFilter, type LeadView } from '#shared/admin/api-contract.ts';
import { FIRST_CONTACT_COPY, LEAD_FIELD_LABELS, LEAD_FILTER_LABELS, LEADS_COPY } from '#shared/admin/admin-copy.ts';
import { FOLLOW_UP_COPY } from '#shared/admin/follow-up-messages.ts';
import { LEAD_BOARD_COPY } from '#shared/admin/lead-board-messages.ts';
import { LEAD_OWNER_COPY } from '#shared/admin/lead-owner-messages.ts';
import { PRIVACY_ERASE_MESSAGES } from '#shared/admin/privacy-messages.ts';
import {
  LEAD_LAYOUTS,
  LEAD_LIST_PAGE,
  SEARCH_MAX_LENGTH,
  URL_KEYS,
  parseLeadLayout,
  parseLeadList,
  withLeadLayout,
  withQuery,
  writeLeadList,
  type LeadListState,
} from '../../admin-common/dashboard-url.ts';
import { useLeads } from '../../admin-common/api/get-leads.ts';
import { formatDateTime } from '../../admin-common/format.ts';
import { GuideBadge } from '../../admin-common/lead-fields.tsx';
import { PagedTable } from '../../admin-common/paged-table.tsx';
import type { Column } from '../../components/ui/table.tsx';
import { TestLeadBadge } from './lead-test-mark.tsx';
import { RestrictionBadge } from './restriction-signs.tsx';
import { EmailBouncedBadge } from './email-bounced-sign.tsx';
import { LeadExportButtons } from './lead-export-buttons.tsx';
import { LeadBoard } from './lead-board.tsx';
import { LeadDetailDialog } from './lead-detail-dialog.tsx';
import { LeadStatusSelect } from './lead-status-select.tsx';
import { ContactActions, useGreetingSource } from './contact-actions.tsx';
import { ContactFollowUp, useContactFlow } from './contact-follow-up.tsx';
import { ContactTemplateDialog } from './contact-template-dialog.tsx';
import { PromiseCountdown } from './promise-countdown.tsx';
import { LeadOwnerControl, LeadOwnerFilterSelect } from './lead-owner.tsx';
import { FollowUpCell } from './follow-up.tsx';
import { useMinuteClock } from './use-minute-clock.ts';

/** How long typing pauses before the list is searched: one request per word, not per key. */
const SEARCH_DEBOUNCE_MS = 350;

/**
 * Lead Management: the leads newest first, or the ones waiting for their first contact by deadline; filtered, searched
 * and paged from the address bar, each one openable, with its promise countdown and its contact actions.
 */
export function LeadsTab() {
  const [params, setParams] = useSearchParams();
  const state = parseLeadList(params);
  const layout = parseLeadLayout(params);
  const openLeadId = params.get(URL_KEYS.lead) ?? undefined;
  const leads = useLeads(state, layout === 'list');
  const [search, setSearch] = useState(state.q);
  const now = useMinuteClock();
  const greeting = useGreetingSource();
  const contact = useContactFlow();
  const [editingTemplate, setEditingTemplate] = useState(false);

  // Each change applies to the address bar as it is then (a debounced search must not undo a filter chosen meanwhile).
  const show = (change: (current: LeadListState) => LeadListState) =>
    setParams((current) => writeLeadList(current, change(parseLeadList(current))));
  const openLead = (id: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(URL_KEYS.lead, id);
      else next.delete(URL_KEYS.lead);
      return next;
    });

  // The address bar follows the search box once typing pauses (and the box follows Back and Forward).
  useEffect(() => {
    if (search.trim() === state.q) return;
    const timer = setTimeout(() => show((current) => withQuery(current, { q: search })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Only typing starts a search.
  }, [search]);
  useEffect(() => setSearch((current) => (current.trim() === state.q ? current : state.q)), [state.q]);

  const columns: Column<AdminLead>[] = [
    {
      header: LEAD_FIELD_LABELS.fullName,
      cell: (lead) => (
        <HStack gap="2" wrap="wrap">
          <Button variant="plain" size="sm" px="0" color="navy.fg" textDecoration="underline" onClick={() => openLead(lead.id)}>
            {lead.erasedAt ? PRIVACY_ERASE_MESSAGES.erasedName : lead.fullName}
          </Button>
          {lead.erasedAt ? (
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {PRIVACY_ERASE_MESSAGES.erasedOn(formatDateTime(lead.erasedAt))}
            </Text>
          ) : null}
          <RestrictionBadge lead={lead} />
          <EmailBouncedBadge lead={lead} />
          <TestLeadBadge lead={lead} />
        </HStack>
      ),
    },
    {
      header: FIRST_CONTACT_COPY.actionsLabel,
      cell: (lead) =>
        lead.erasedAt ? null : (
          // Beside the lead's name, wrapping into a column on a phone: the actions stay in reach without scrolling sideways.
          <HStack gap="2" wrap="wrap">
            <ContactActions lead={lead} greeting={greeting} size="xs" onOpened={(channel) => contact.opened(lead, channel)} />
            <Button size="xs" variant="ghost" onClick={() => contact.logElsewhere(lead)}>
              {FIRST_CONTACT_COPY.logContact}
            </Button>
          </HStack>
        ),
    },
    { header: FIRST_CONTACT_COPY.column, cell: (lead) => <PromiseCountdown lead={lead} now={now} /> },
    { header: FOLLOW_UP_COPY.column, cell: (lead) => <FollowUpCell lead={lead} now={now} /> },
    { header: LEAD_FIELD_LABELS.status, cell: (lead) => <LeadStatusSelect lead={lead} /> },
    { header: LEAD_OWNER_COPY.column, cell: (lead) => <LeadOwnerControl lead={lead} size="xs" /> },
    { header: LEAD_FIELD_LABELS.email, cell: (lead) => lead.email },
    { header: LEAD_FIELD_LABELS.phone, cell: (lead) => <Text whiteSpace="nowrap">{lead.phone}</Text> },
    { header: LEAD_FIELD_LABELS.companyName, cell: (lead) => lead.companyName ?? lead.businessActivity ?? LEADS_COPY.none },
    { header: LEAD_FIELD_LABELS.country, cell: (lead) => lead.country ?? LEADS_COPY.none },
    { header: LEAD_FIELD_LABELS.createdAt, cell: (lead) => <Text whiteSpace="nowrap">{formatDateTime(lead.createdAt)}</Text> },
    { header: LEAD_FIELD_LABELS.guide, cell: (lead) => <GuideBadge lead={lead} /> },
  ];

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="end">
        <ButtonGroup size="md" attached role="group" aria-label={LEAD_BOARD_COPY.layoutLabel}>
          {LEAD_LAYOUTS.map((choice) => (
            <Button
              key={choice}
              aria-pressed={layout === choice}
              colorPalette="navy"
              variant={layout === choice ? 'solid' : 'outline'}
              onClick={() => setParams((current) => withLeadLayout(current, choice))}
            >
              {LEAD_BOARD_COPY[choice]}
            </Button>
          ))}
        </ButtonGroup>
        <NativeSelect.Root size="md" width={{ base: 'full', sm: '56' }}>
          <NativeSelect.Field
            aria-label={FIRST_CONTACT_COPY.viewLabel}
            value={state.view}
            onChange={(event) => {
              const view = event.currentTarget.value as LeadView;
              show((current) => withQuery(current, { view }));
            }}
          >
            {LEAD_VIEWS.map((view) => (
              <option key={view} value={view}>
                {FIRST_CONTACT_COPY.views[view]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {/* On the board the statuses are its columns: no status filter there. */}
        <NativeSelect.Root size="md" width={{ base: 'full', sm: '48' }} display={layout === 'board' ? 'none' : undefined}>
          <NativeSelect.Field
            aria-label={LEADS_COPY.filterLabel}
            value={state.status}
            onChange={(event) => {
              const status = event.currentTarget.value as LeadFilter;
              show((current) => withQuery(current, { status }));
            }}
          >
            {LEAD_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {LEAD_FILTER_LABELS[filter]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <LeadOwnerFilterSelect value={state.owner} onChange={(owner) => show((current) => withQuery(current, { owner }))} />
        <Input
          type="search"
          aria-label={LEADS_COPY.searchLabel}
          placeholder={state.view === 'all' ? LEADS_COPY.searchPlaceholder : FIRST_CONTACT_COPY.searchLeavesQueue}
          maxLength={SEARCH_MAX_LENGTH}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          flex="1"
          minWidth={{ base: 'full', sm: '60' }}
        />
        <LeadExportButtons filters={state} />
        <Button variant="outline" onClick={() => setEditingTemplate(true)} width={{ base: 'full', sm: 'auto' }}>
          {FIRST_CONTACT_COPY.template.open}
        </Button>
      </Flex>
      <ContactFollowUp step={contact.step} onStep={contact.setStep} />

      {layout === 'board' ? (
        // Mounted afresh for other filters: its loaded pages and moved cards belong to one set of filters.
        <LeadBoard key={`${state.view}|${state.owner}|${state.q}`} filters={state} now={now} onOpenLead={openLead} />
      ) : (
        <PagedTable
          caption={LEADS_COPY.heading}
          columns={columns}
          rowKey={(lead) => lead.id}
          pageKeys={LEAD_LIST_PAGE}
          query={leads}
          copy={LEADS_COPY}
        />
      )}
      <LeadDetailDialog leadId={openLeadId} onClose={() => openLead(undefined)} onOpenLead={openLead} now={now} greeting={greeting} />
      <ContactTemplateDialog open={editingTemplate} onClose={() => setEditingTemplate(false)} staffName={greeting.staffName} />
    </Stack>
  );
}
