/**
 * Everything the owner must supply before launch, in one place (README: "Launch checklist"). Until a value is set
 * here, the element that needs it is hidden, never shown with a made-up value: a visitor sees no `example` domain,
 * no invented licence number, no placeholder social link. The phone and WhatsApp numbers are not here: staff set them
 * in the admin's Phone Config (seeded with the spec's numbers, see shared/contact.ts).
 */

/** The social networks the footer can show an icon for, in the footer's order. */
export const SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'LinkedIn', 'X'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type LaunchSettings = {
  /**
   * The business e-mail address visitors write to (contact sections, footer, privacy requests, job applications).
   * The spec gives only a placeholder ({email}).
   */
  email: string | null;
  /** The company's profile address on each network; a network without one shows no icon. */
  socialAccounts: Partial<Record<SocialNetwork, string>>;
  /** The booking calendar the UK hub's "book a call" section links to (the spec names one without its address). */
  bookingCalendarUrl: string | null;
  /**
   * The trade licence number, shown beside the licensing authority once set. The spec names the authority
   * (Dubai World Trade Centre Authority) but no number.
   */
  licenceNumber: string | null;
};

export const LAUNCH_SETTINGS: LaunchSettings = {
  email: null,
  socialAccounts: {},
  bookingCalendarUrl: null,
  licenceNumber: null,
};

/** The configured social accounts, in the footer's order (none configured: an empty list, so no icons). */
export function configuredSocialAccounts(settings: Pick<LaunchSettings, 'socialAccounts'> = LAUNCH_SETTINGS): { network: SocialNetwork; href: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = settings.socialAccounts[network]?.trim();
    return href ? [{ network, href }] : [];
  });
}

/** The business e-mail as shown and linked on the pages. */
export type BusinessEmail = { address: string; href: string };

/**
 * The business e-mail address and its mailto: link, or null while the owner has not set one: every element that
 * shows or links the address is then hidden (the spec gives only a placeholder, which no visitor may see).
 */
export function businessEmail(settings: Pick<LaunchSettings, 'email'> = LAUNCH_SETTINGS): BusinessEmail | null {
  const address = settings.email?.trim();
  return address ? { address, href: `mailto:${address}` } : null;
}
