/**
 * The confirmation page's button on the static page, without React (a script island, web/src/islands/script-islands.ts):
 * drives the parts ConfirmSubscriptionPanel prerendered, as the panel does.
 */
import { confirmWithToken, isFinal, OUTCOME_TEXT, outcomeRole, tokenInAddress } from './confirm-outcome.ts';

/** Starts the confirmation prerendered in `marker`. */
export function startNewsletterConfirm(marker: HTMLElement): void {
  const part = (name: string) => marker.querySelector<HTMLElement>(`[data-confirm="${name}"]`)!;
  const [missing, intro, message] = [part('missing'), part('intro'), part('message')];
  const button = part('button') as HTMLButtonElement;
  const token = tokenInAddress();
  if (!token) {
    missing.hidden = false;
    intro.hidden = true;
    button.hidden = true;
    return;
  }
  button.disabled = false;
  button.addEventListener('click', async () => {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    const outcome = await confirmWithToken(token);
    button.removeAttribute('aria-busy');
    message.setAttribute('role', outcomeRole(outcome));
    message.textContent = OUTCOME_TEXT[outcome];
    message.hidden = false;
    const done = isFinal(outcome);
    intro.hidden = done;
    button.hidden = done;
    button.disabled = done;
  });
}
