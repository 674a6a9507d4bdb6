import { Box, Button, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { LEAD_STATUSES, type AdminLead, type LeadStatus } from '#shared/admin/api-contract.ts';
import { LEAD_STATUS_LABELS, LEAD_STATUS_TOASTS } from '#shared/admin/admin-copy.ts';
import { LEAD_BOARD_COPY as COPY } from '#shared/admin/lead-board-messages.ts';
import { PRIVACY_ERASE_MESSAGES } from '#shared/admin/privacy-messages.ts';
import { LEADS_URL } from '../../admin-common/api/get-leads.ts';
import { getCursorPage, useCursorPage, withCursor, type CursorPage } from '../../admin-common/cursor-page.ts';
import { leadQueryString, type LeadListState } from '../../admin-common/dashboard-url.ts';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { updateLeadStatus } from './api/update-lead-status.ts';
import { BOARD_PAGE_SIZE, boardColumns, type BoardColumn, type BoardMove, type ColumnPages } from './lead-board-columns.ts';
import { LeadBoardCard } from './lead-board-card.tsx';
import { useRefreshLeads } from './use-refresh-leads.ts';

/** The filters the board shares with the list (its columns are the statuses, so the status filter is not one). */
export type BoardFilters = Pick<LeadListState, 'view' | 'owner' | 'q'>;

/** GET /api/leads for one column: its status with the board's filters, one page of BOARD_PAGE_SIZE. */
const columnUrl = (filters: BoardFilters, status: LeadStatus) =>
  `${LEADS_URL}${leadQueryString({ ...filters, status, cursor: undefined }, BOARD_PAGE_SIZE)}`;

const leadName = (lead: AdminLead) => (lead.erasedAt ? PRIVACY_ERASE_MESSAGES.erasedName : lead.fullName);

/**
 * Lead Management's board: a column per status (new, contacted, qualified, closed), each loading its own pages of the
 * filtered leads (Load more), never the whole table. A card moves to another status by dragging it onto a column or
 * with its "Move to…" control, through the same status change as the list (its transaction, audit and toasts); the
 * result is said in a polite live region, and focus follows the card to its new column. Mount it again (key) when the
 * filters change: the loaded pages and moved cards belong to one set of filters.
 */
export function LeadBoard({ filters, now, onOpenLead }: { filters: BoardFilters; now: Date; onOpenLead: (id: string) => void }) {
  const toast = useToast();
  const refresh = useRefreshLeads();
  // One hook per column, in LEAD_STATUSES' order (a fixed list: the hooks' order never changes).
  const firstPages: Record<LeadStatus, ReturnType<typeof useCursorPage<AdminLead>>> = {
    new: useCursorPage<AdminLead>(columnUrl(filters, 'new')),
    contacted: useCursorPage<AdminLead>(columnUrl(filters, 'contacted')),
    qualified: useCursorPage<AdminLead>(columnUrl(filters, 'qualified')),
    closed: useCursorPage<AdminLead>(columnUrl(filters, 'closed')),
  };
  const [morePages, setMorePages] = useState<Partial<Record<LeadStatus, CursorPage<AdminLead>>>>({});
  const [loadingMore, setLoadingMore] = useState<LeadStatus>();
  const [moves, setMoves] = useState<ReadonlyMap<string, BoardMove>>(new Map());
  const [saving, setSaving] = useState<string>();
  const [dragged, setDragged] = useState<AdminLead>();
  const [dropTarget, setDropTarget] = useState<LeadStatus>();
  const [focusLeadId, setFocusLeadId] = useState<string>();
  const [announcement, setAnnouncement] = useState('');

  const pages = Object.fromEntries(
    LEAD_STATUSES.map((status) => [status, { first: firstPages[status].data, more: morePages[status] } satisfies ColumnPages]),
  ) as Record<LeadStatus, ColumnPages>;
  const columns = boardColumns(pages, moves);

  const loadMore = async (status: LeadStatus, cursor: string) => {
    setLoadingMore(status);
    try {
      const page = await getCursorPage<AdminLead>(withCursor(columnUrl(filters, status), cursor));
      setMorePages((current) => ({ ...current, [status]: { rows: [...(current[status]?.rows ?? []), ...page.rows], nextCursor: page.nextCursor } }));
    } catch {
      toast({ title: COPY.loadMoreFailedTitle, description: COPY.loadMoreFailed, variant: 'destructive' });
    } finally {
      setLoadingMore(undefined);
    }
  };

  const move = async (lead: AdminLead, status: LeadStatus) => {
    if (lead.status === status || saving) return;
    setSaving(lead.id);
    let saved: AdminLead;
    try {
      saved = await updateLeadStatus(lead.id, status);
    } catch {
      toast(LEAD_STATUS_TOASTS.failure);
      setAnnouncement(COPY.moveFailed(leadName(lead)));
      setSaving(undefined);
      return;
    }
    const movedAt = Date.now();
    setSaving(undefined);
    setMoves((current) => new Map(current).set(saved.id, { lead: saved, movedAt, settled: false }));
    setFocusLeadId(saved.id);
    setAnnouncement(COPY.moved(leadName(saved), LEAD_STATUS_LABELS[status]));
    toast(LEAD_STATUS_TOASTS.success);
    // The overview, the audit log and every list (the board's first pages too) are asked again; once they have
    // answered, a first page that holds the lead is as new as the move.
    try {
      await refresh();
    } finally {
      setMoves((current) => {
        const entry = current.get(saved.id);
        return entry && entry.movedAt === movedAt ? new Map(current).set(saved.id, { ...entry, settled: true }) : current;
      });
    }
  };

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="board-announcement">
        {announcement}
      </VisuallyHidden>
      {/* Four columns side by side; narrower screens scroll them sideways inside this region, which Tab reaches. */}
      <Box
        role="region"
        aria-label={COPY.regionLabel}
        tabIndex={0}
        overflowX="auto"
        pb="2"
        rounded="md"
        scrollSnapType={{ base: 'x mandatory', lg: 'none' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'navy.solid', outlineOffset: '2px' }}
      >
        <Box display="grid" gridAutoFlow="column" gridAutoColumns={{ base: '85%', sm: '18rem', lg: 'minmax(14rem, 1fr)' }} gap="3" alignItems="start">
          {LEAD_STATUSES.map((status) => (
            <BoardColumnView
              key={status}
              status={status}
              column={columns[status]}
              query={firstPages[status]}
              loadingMore={loadingMore === status}
              onLoadMore={loadMore}
              isDropTarget={dropTarget === status}
              canDrop={dragged !== undefined && dragged.status !== status}
              onDragEnter={() => setDropTarget(status)}
              onDragLeave={() => setDropTarget((current) => (current === status ? undefined : current))}
              onDrop={() => {
                setDropTarget(undefined);
                if (dragged) void move(dragged, status);
                setDragged(undefined);
              }}
            >
              {columns[status].leads.map((lead) => (
                <LeadBoardCard
                  key={lead.id}
                  lead={lead}
                  name={leadName(lead)}
                  now={now}
                  saving={saving === lead.id}
                  disabled={saving !== undefined}
                  focusOnMount={focusLeadId === lead.id}
                  onFocused={() => setFocusLeadId(undefined)}
                  onOpen={() => onOpenLead(lead.id)}
                  onMove={(to) => move(lead, to)}
                  onDragStart={() => setDragged(lead)}
                  onDragEnd={() => {
                    setDragged(undefined);
                    setDropTarget(undefined);
                  }}
                />
              ))}
            </BoardColumnView>
          ))}
        </Box>
      </Box>
    </>
  );
}

type BoardColumnViewProps = {
  status: LeadStatus;
  column: BoardColumn;
  query: { data?: CursorPage<AdminLead>; error?: unknown };
  loadingMore: boolean;
  onLoadMore: (status: LeadStatus, cursor: string) => void;
  isDropTarget: boolean;
  canDrop: boolean;
  onDragEnter: () => void;
  onDragLeave: () => void;
  onDrop: () => void;
  children: React.ReactNode;
};

/** One status's column: its name, its cards (or its loading, empty or error state) and Load more while there are more. */
function BoardColumnView({ status, column, query, loadingMore, onLoadMore, isDropTarget, canDrop, onDragEnter, onDragLeave, onDrop, children }: BoardColumnViewProps) {
  const label = LEAD_STATUS_LABELS[status];
  const headingId = `lead-board-${status}`;
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      data-testid={`board-column-${status}`}
      gap="2"
      p="2"
      rounded="md"
      borderWidth="2px"
      borderStyle={isDropTarget && canDrop ? 'dashed' : 'solid'}
      borderColor={isDropTarget && canDrop ? 'navy.solid' : 'border.muted'}
      bg="bg.muted"
      minWidth="0"
      scrollSnapAlign="start"
      // A column takes a card dragged from another column; the browser refuses the drop unless dragover is cancelled.
      onDragOver={(event) => {
        if (!canDrop) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDragEnter={(event) => {
        if (canDrop) {
          event.preventDefault();
          onDragEnter();
        }
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onDragLeave();
      }}
      onDrop={(event) => {
        event.preventDefault();
        if (canDrop) onDrop();
      }}
    >
      <Heading as="h3" id={headingId} size="sm" px="1">
        {label}
      </Heading>
      {query.error && !query.data ? (
        <StatusMessage kind="error">{COPY.error}</StatusMessage>
      ) : !query.data ? (
        <StatusMessage kind="loading">{COPY.loading}</StatusMessage>
      ) : column.leads.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" px="1" py="4">
          {COPY.empty}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={COPY.columnListLabel(label)}>
          {children}
        </Stack>
      )}
      {column.nextCursor ? (
        <Button
          size="sm"
          variant="outline"
          bg="bg"
          aria-label={COPY.loadMoreLabel(label)}
          loading={loadingMore}
          onClick={() => column.nextCursor && onLoadMore(status, column.nextCursor)}
        >
          {COPY.loadMore}
        </Button>
      ) : null}
    </Stack>
  );
}
