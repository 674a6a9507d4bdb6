import type { Page } from 'playwright-core';

/**
 * Asks `probe` until it answers something other than undefined, and returns that; throws `what` once `timeoutMs` has
 * passed. For state outside the page (the table, the mailbox), which has no event to wait on. The short pause between
 * two asks only spaces out the polling; the test waits for the condition, never for a fixed time.
 */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe();
    if (answer !== undefined) return answer;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Waits until the page's consent store has decided (it then pushes Google Consent Mode's 'update' command): from that
 * moment a banner that is not on screen will not appear.
 */
export async function waitForConsentDecision(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (window.dataLayer ?? []).some((entry) => {
      const [command, action] = Array.from(entry as ArrayLike<unknown>);
      return command === 'consent' && action === 'update';
    }),
  );
}

/**
 * Waits until the browser has been idle once after this call: work the page starts "when idle" (decorative motion,
 * lazy effects) has been started by then, so its absence afterwards is meaningful.
 */
export async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}
