/**
 * The business's contact details. The spec gives only the last digits of the WhatsApp number (…0582) and a
 * placeholder e-mail, so these are the one place an operator sets the real values before launch; the UK pages read
 * their numbers from the Phone config entity, seeded from here.
 */
export const CONTACT = {
  /** International format, digits only after the plus; WhatsApp links use the digits. */
  whatsappNumber: '+971500000582',
  email: 'hello@dubai-setup.example',
  address: 'Dubai World Trade Center, Floor 1, Dubai, United Arab Emirates',
} as const;
