/**
 * The hub's variant on the /uk page, without React (a script island, web/src/islands/script-islands.ts): decides
 * 100 ms after the page starts between the performance and full variants, marks the page with it (data-hub-variant) and keeps the hero's decoration for the full one only. The page's one script that runs
 * at load, it also wakes the analytics panel's island when the address asks for it (?admin=true).
 */
import { showsAnalyticsPanel } from '#shared/uk/content/hub.ts';
import { DECISION_DELAY_MS, chooseHubVariant } from '#shared/uk/device-profile.ts';
import type { ScriptIslandRuntime } from '../../islands/script-islands.ts';
import { readDeviceSignals } from './device-signals.ts';

/** Starts on the prerendered hero decoration (hidden in the HTML) in `marker`. */
export function startHubVariant(marker: HTMLElement, _props: unknown, { wakeIslandsNamed }: ScriptIslandRuntime): void {
  if (showsAnalyticsPanel(window.location.search)) wakeIslandsNamed('uk-admin-analytics');
  window.setTimeout(() => {
    void readDeviceSignals().then((signals) => {
      const variant = chooseHubVariant(signals);
      const decoration = marker.querySelector<HTMLElement>('[data-testid="hero-decoration"]');
      if (variant === 'full') decoration?.removeAttribute('hidden');
      else decoration?.remove();
      marker.closest('[data-hub-variant]')?.setAttribute('data-hub-variant', variant);
    });
  }, DECISION_DELAY_MS);
}
