import { offerConfig } from '#shared/uk/offer-clock.ts';

/** The offer's end instants (the spec's dates). */
export const UK_OFFER = offerConfig();
