import { Progress, Stack, Text } from '@chakra-ui/react';
import { BATCH_REFRESH_MS, batchStatus, formatBatchDate } from '#shared/uk/offer-clock.ts';
import { UK_COMMON_COPY } from '#shared/uk/copy/common.ts';
import { useNow } from './use-now.tsx';

/**
 * The next setup batch (15th or month end), places left and the batch's progress, refreshed hourly. Rendered in the
 * browser only: until then its elements are in the HTML empty and invisible (their space reserved, so nothing moves
 * when it appears), which also lets the static page's script fill them without React (next-batch-live.ts).
 */
export function NextBatch() {
  const now = useNow(BATCH_REFRESH_MS);
  const status = now ? batchStatus(now) : null;
  const copy = UK_COMMON_COPY.batch;
  return (
    <Stack gap="2" minH="16" data-testid="uk-next-batch" aria-live="polite">
      <Stack gap="2" visibility={status ? 'visible' : 'hidden'} data-batch-content="">
        <Text fontWeight="semibold" data-batch-next="">
          {status ? copy.next(formatBatchDate(status.nextBatch)) : ''}
        </Text>
        <Progress.Root value={status?.progressPercent ?? 0} colorPalette="gold" size="sm">
          {/* The track is the progressbar: its name says what fills, aria-valuenow how far. */}
          <Progress.Track aria-label={copy.progressLabel}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" color="fg.muted" data-batch-slots="">
          {status ? copy.slots(status.slotsRemaining, status.totalSlots) : ''}
        </Text>
      </Stack>
    </Stack>
  );
}
