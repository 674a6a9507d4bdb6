import { offerConfig } from '#shared/uk/offer-clock.ts';

/**
 * The offer's end instants: the spec's dates unless the build sets VITE_OFFER_BANNER_END / VITE_OFFER_NAV_END
 * (ISO instants), so marketing can move an offer with a rebuild and no code change.
 */
export const UK_OFFER = offerConfig((import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env ?? {});
