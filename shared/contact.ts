/**
 * The business's contact details. The spec gives only the last digits of the WhatsApp number (…0582), so this is
 * the one place an operator sets the real values before launch; the UK pages read their numbers from the Phone config
 * entity, seeded from here. The spec's e-mail is a placeholder: the real one is a launch setting
 * (shared/launch-settings.ts `email`), hidden until set.
 */
/** The office address in parts (spec: a building at the Dubai World Trade Center, floor 1), for structured data. */
export const POSTAL_ADDRESS = {
  streetAddress: 'Dubai World Trade Center, Floor 1',
  addressLocality: 'Dubai',
  /** ISO 3166-1 alpha-2. */
  addressCountry: 'AE',
  countryName: 'United Arab Emirates',
} as const;

export const CONTACT = {
  /** International format, digits only after the plus; WhatsApp links use the digits. */
  whatsappNumber: '+971500000582',
  address: `${POSTAL_ADDRESS.streetAddress}, ${POSTAL_ADDRESS.addressLocality}, ${POSTAL_ADDRESS.countryName}`,
} as const;
