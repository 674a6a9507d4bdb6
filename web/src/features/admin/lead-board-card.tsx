import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { LEAD_STATUSES, type AdminLead, type LeadStatus } from '#shared/admin/api-contract.ts';
import { LEAD_STATUS_LABELS } from '#shared/admin/admin-copy.ts';
import { LEAD_BOARD_COPY as COPY } from '#shared/admin/lead-board-messages.ts';
import { LEAD_OWNER_COPY } from '#shared/admin/lead-owner-messages.ts';
import { useLeadRoster } from './api/get-lead-roster.ts';
import { FollowUpBadge } from './follow-up.tsx';
import { PromiseCountdown } from './promise-countdown.tsx';

type LeadBoardCardProps = {
  lead: AdminLead;
  /** The name shown (an erased lead's placeholder). */
  name: string;
  now: Date;
  /** This card's move is being saved. */
  saving: boolean;
  /** Another move is being saved: one at a time, so a second cannot overtake the first. */
  disabled: boolean;
  /** The card has just arrived in this column by a move: focus follows it, so a keyboard user carries on from here. */
  focusOnMount: boolean;
  onFocused: () => void;
  onOpen: () => void;
  onMove: (status: LeadStatus) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
};

/**
 * A lead on the board: its name (opens its detail), its owner, the promise countdown while it waits for a first
 * contact, its next follow-up, and "Move to…", which shows the other statuses as buttons (the keyboard's way to move
 * it; Escape closes them). The card can also be dragged onto another column.
 */
export function LeadBoardCard({ lead, name, now, saving, disabled, focusOnMount, onFocused, onOpen, onMove, onDragStart, onDragEnd }: LeadBoardCardProps) {
  const [choosing, setChoosing] = useState(false);
  const moveButton = useRef<HTMLButtonElement>(null);
  const nameId = useId();
  const choicesId = useId();
  const ownerName = useOwnerName(lead.owner);

  // Once the move has been saved: a disabled button takes no focus.
  useEffect(() => {
    if (!focusOnMount || disabled) return;
    moveButton.current?.focus();
    onFocused();
  }, [focusOnMount, disabled]);

  return (
    <Box
      as="li"
      data-testid="lead-card"
      data-lead-id={lead.id}
      aria-busy={saving}
      draggable={!disabled}
      onDragStart={(event: React.DragEvent) => {
        event.dataTransfer.setData('text/plain', lead.id);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="3"
      cursor={disabled ? 'default' : 'grab'}
      opacity={saving ? 0.6 : 1}
    >
      <Stack gap="2" alignItems="start">
        <Button
          id={nameId}
          data-testid="card-name"
          variant="plain"
          size="sm"
          px="0"
          h="auto"
          minH="6"
          color="navy.fg"
          textDecoration="underline"
          whiteSpace="normal"
          textAlign="start"
          overflowWrap="anywhere"
          onClick={onOpen}
        >
          {name}
        </Button>
        {lead.erasedAt ? null : (
          <Text fontSize="xs" color="fg.muted" data-testid="card-owner">
            {COPY.owner}: {ownerName ?? LEAD_OWNER_COPY.unassigned}
          </Text>
        )}
        {lead.firstContactAt ? null : <PromiseCountdown lead={lead} now={now} />}
        <FollowUpBadge lead={lead} now={now} />
        <Button
          ref={moveButton}
          size="xs"
          variant="outline"
          aria-expanded={choosing}
          aria-controls={choosing ? choicesId : undefined}
          aria-describedby={nameId}
          loading={saving}
          disabled={disabled}
          onClick={() => setChoosing((open) => !open)}
        >
          {COPY.moveTo}
        </Button>
        {choosing ? (
          <HStack
            id={choicesId}
            role="group"
            aria-label={COPY.moveGroupLabel(name)}
            gap="1"
            wrap="wrap"
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              setChoosing(false);
              moveButton.current?.focus();
            }}
          >
            {LEAD_STATUSES.filter((status) => status !== lead.status).map((status) => (
              <Button key={status} size="xs" variant="subtle" disabled={disabled} onClick={() => onMove(status)}>
                {LEAD_STATUS_LABELS[status]}
              </Button>
            ))}
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}

/** The owner's name from the roster (the username while the roster loads or once they left it); none: unassigned. */
function useOwnerName(owner: string | undefined): string | undefined {
  const { data: roster } = useLeadRoster();
  if (!owner) return undefined;
  return roster?.staff.find((member) => member.username === owner)?.name ?? owner;
}
