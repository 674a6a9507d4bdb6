/**
 * The visitor's cookie consent for this page (spec main-site.md section 4, cookie banner), as a small external store
 * the banner, the tag loader and anything else can subscribe to:
 * - 'pending' until the country lookup answers (nothing non-essential is granted meanwhile);
 * - 'banner' when the banner must be shown (EU/EEA with no or an expired choice, or a failed lookup);
 * - 'decided' with the consent in force (a stored choice, all granted for non-EU visitors, or the choice just saved).
 * Saving writes `cookie-consent` and `cookie-consent-timestamp` (what lib/analytics.ts reads) and updates Google
 * Consent Mode.
 */
import {
  ALL_GRANTED,
  CONSENT_STORAGE_KEY,
  CONSENT_TIMESTAMP_KEY,
  consentDecision,
  consentStorageEntries,
  type CookieConsent,
} from '#shared/main-site/consent.ts';

export type ConsentChoice = Pick<CookieConsent, 'analytics' | 'marketing' | 'functional'>;

export type ConsentSnapshot =
  | { readonly status: 'pending'; readonly consent: null }
  | { readonly status: 'banner'; readonly consent: null }
  | { readonly status: 'decided'; readonly consent: CookieConsent };

export type ConsentStoreDeps = {
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  lookupCountry: () => Promise<string | null>;
  now: () => number;
  updateConsentMode: (consent: ConsentChoice) => void;
  /** Told of each decision made here (not of a stored one applied): the visitor's in the banner, or the grant outside the EU/EEA. */
  onDecided?: (analytics: boolean, by: 'banner' | 'outside-eu') => void;
};

export const PENDING: ConsentSnapshot = { status: 'pending', consent: null };

export function createConsentStore(deps: ConsentStoreDeps) {
  let snapshot: ConsentSnapshot = PENDING;
  let started: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: ConsentSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const read = (key: string): string | null => {
    try {
      return deps.storage().getItem(key);
    } catch {
      return null;
    }
  };

  /** Stores the choice (storage may be blocked: the choice then lasts for this page only) and applies it. */
  const persist = (choice: ConsentChoice) => {
    try {
      const storage = deps.storage();
      for (const [key, value] of consentStorageEntries(choice, deps.now())) storage.setItem(key, value);
    } catch {
      // Blocked storage: nothing to keep.
    }
    deps.updateConsentMode(choice);
    set({ status: 'decided', consent: { necessary: true, ...pick(choice) } });
  };

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): ConsentSnapshot => snapshot,

    /** Looks the country up once per page and decides; later calls return the same promise. */
    start(): Promise<void> {
      started ??= (async () => {
        const country = await deps.lookupCountry();
        const decision = consentDecision({
          stored: read(CONSENT_STORAGE_KEY),
          storedAt: read(CONSENT_TIMESTAMP_KEY),
          now: deps.now(),
          country,
        });
        if (snapshot.status === 'decided') return; // the visitor chose while the lookup ran
        if (decision.action === 'show-banner') return set({ status: 'banner', consent: null });
        if (decision.action === 'grant-all') {
          persist(ALL_GRANTED);
          return deps.onDecided?.(true, 'outside-eu');
        }
        deps.updateConsentMode(decision.consent);
        set({ status: 'decided', consent: decision.consent });
      })();
      return started;
    },

    /** The visitor's choice from the banner. */
    save(choice: ConsentChoice): void {
      persist(choice);
      deps.onDecided?.(choice.analytics, 'banner');
    },
  };
}

const pick = ({ analytics, marketing, functional }: ConsentChoice): ConsentChoice => ({ analytics, marketing, functional });

export type ConsentStore = ReturnType<typeof createConsentStore>;
