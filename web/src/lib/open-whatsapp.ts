/**
 * Opens a WhatsApp chat link in a new tab. A blocked pop-up (window.open returns null, as it may outside a click)
 * sends this tab to the chat instead, so the visitor always reaches it (spec main-site.md section 4).
 */
export function openWhatsApp(link: string): void {
  const chat = window.open(link, '_blank');
  if (chat) {
    // The chat tab must not be able to navigate this page.
    chat.opener = null;
    return;
  }
  window.location.href = link;
}
