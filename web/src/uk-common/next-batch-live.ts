/**
 * The next-batch indicator on a static page, without React (a script island, web/src/islands/script-islands.ts):
 * fills the prerendered NextBatch's empty elements with the batch's date, progress and places left, as the React
 * indicator does, and refreshes them hourly.
 */
import { UK_COMMON_COPY } from '#shared/uk/copy/common.ts';
import { BATCH_REFRESH_MS, batchStatus, formatBatchDate } from '#shared/uk/offer-clock.ts';

/** Starts the indicator prerendered in `marker`. */
export function startNextBatch(marker: HTMLElement): void {
  const content = marker.querySelector<HTMLElement>('[data-batch-content]');
  if (!content) return;
  const copy = UK_COMMON_COPY.batch;
  const show = () => {
    const status = batchStatus(new Date());
    const percent = String(status.progressPercent);
    content.querySelector('[data-batch-next]')!.textContent = copy.next(formatBatchDate(status.nextBatch));
    content.querySelector('[data-batch-slots]')!.textContent = copy.slots(status.slotsRemaining, status.totalSlots);
    // The progress bar's parts as Chakra's Progress renders them for this value.
    for (const bar of content.querySelectorAll('[role="progressbar"]')) {
      bar.setAttribute('aria-valuenow', percent);
    }
    for (const part of content.querySelectorAll('[data-state]')) part.setAttribute('data-state', status.progressPercent >= 100 ? 'complete' : 'loading');
    const range = content.querySelector<HTMLElement>('[data-part="range"]');
    if (range) range.style.width = `${percent}%`;
    content.style.visibility = 'visible';
  };
  show();
  window.setInterval(show, BATCH_REFRESH_MS);
}
