/** A WhatsApp chat link to the number with the message prefilled (URL-encoded). */
export function whatsappLink(phoneNumber: string, message?: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return message ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : `https://wa.me/${digits}`;
}
