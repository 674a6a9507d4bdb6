import { Badge, Text } from '@chakra-ui/react';
import type { AdminLead } from '#shared/admin/api-contract.ts';
import { FIRST_CONTACT_COPY as COPY } from '#shared/admin/admin-copy.ts';
import type { PromiseState } from '#shared/lead/first-contact-promise.ts';
import { isProcessingRestricted } from '#shared/privacy/restriction.ts';
import { formatDateTime } from '../../admin-common/format.ts';
import { promiseCountdown } from './promise-countdown-text.ts';

/** Amber in the promise's last hours, red once broken; the words say the same, so colour is never the only sign. */
const PALETTE: Record<PromiseState, { colorPalette: string; variant: 'subtle' | 'solid' }> = {
  'on-time': { colorPalette: 'gray', variant: 'subtle' },
  'due-soon': { colorPalette: 'orange', variant: 'subtle' },
  broken: { colorPalette: 'red', variant: 'solid' },
};

type PromiseLead = Pick<AdminLead, 'createdAt' | 'firstContactAt' | 'erasedAt' | 'restriction'>;

/**
 * A lead's 24-hour promise at `now` (useMinuteClock): the time left ("5 h 12 min left"), amber and "Due soon" in the
 * last 4 hours, red and "Promise broken 2 h ago" once broken; once contacted, when. Nothing for an erased lead or one
 * that must not be contacted.
 */
export function PromiseCountdown({ lead, now }: { lead: PromiseLead; now: Date }) {
  if (lead.erasedAt || isProcessingRestricted(lead)) return null;
  if (lead.firstContactAt) {
    return (
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {COPY.contactedOn(formatDateTime(lead.firstContactAt))}
      </Text>
    );
  }
  const promise = promiseCountdown(lead.createdAt, now);
  return (
    <Badge
      {...PALETTE[promise.state]}
      whiteSpace="nowrap"
      title={COPY.promiseTitle(formatDateTime(promise.deadline))}
      data-testid="promise-countdown"
      data-promise-state={promise.state}
    >
      {promise.text}
    </Badge>
  );
}
