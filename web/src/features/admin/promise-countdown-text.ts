import { FIRST_CONTACT_COPY as COPY } from '#shared/admin/admin-copy.ts';
import { firstContactPromise, type PromiseState } from '#shared/lead/first-contact-promise.ts';

const MINUTE_MS = 60_000;

/**
 * What a waiting lead's countdown says at `now`, in words as well as its state (the colour): the time left, rounded up
 * to the minute so it reads "1 min left" until the very deadline, never "0 min left"; "Due soon" in the last 4 hours;
 * once broken, how long ago, in whole minutes.
 */
export function promiseCountdown(createdAt: string, now: Date): { state: PromiseState; text: string; deadline: string } {
  const promise = firstContactPromise(createdAt, now);
  const text =
    promise.state === 'broken'
      ? COPY.broken(Math.floor(-promise.msLeft / MINUTE_MS))
      : promise.state === 'due-soon'
        ? COPY.dueSoon(Math.ceil(promise.msLeft / MINUTE_MS))
        : COPY.timeLeft(Math.ceil(promise.msLeft / MINUTE_MS));
  return { state: promise.state, text, deadline: promise.deadline };
}
