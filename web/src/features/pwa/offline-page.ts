/**
 * The offline page (/offline.html) the service worker shows for a navigation when the network is gone and the page
 * is not kept. Written by the build as plain HTML in the site's colours, with no script (the Content Security Policy
 * allows no inline script and the app's bundle may not be cached), and the WhatsApp contact, which opens in the
 * WhatsApp app even while the browser has no connection to the site.
 */
import { businessEmail, type BusinessEmail } from '#shared/launch-settings.ts';
import { BRAND } from '#shared/site-copy.ts';
import { businessWhatsAppLink, FLOATING_WHATSAPP_MESSAGE } from '#shared/main-site/whatsapp-messages.ts';

export const OFFLINE_COPY = {
  title: `You are offline | ${BRAND.name}`,
  heading: 'You are offline',
  text: 'This page is not available without a connection. Check your connection and try again, or message us on WhatsApp: we reply within 24 hours.',
  retry: 'Try again',
  whatsapp: 'Chat on WhatsApp',
  email: 'Email us',
} as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The offline page; the e-mail line only once the owner has set the business e-mail (never a made-up address). */
export function offlinePageHtml(email: BusinessEmail | null = businessEmail()): string {
  const e = escapeHtml;
  const emailLine = email ? `\n<p class="email">${e(OFFLINE_COPY.email)}: <a href="${e(email.href)}">${e(email.address)}</a></p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="theme-color" content="#12213f">
<meta name="robots" content="noindex">
<title>${e(OFFLINE_COPY.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/manifest.webmanifest">
<style>
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:'Segoe UI',system-ui,-apple-system,Roboto,'Helvetica Neue',Arial,sans-serif;background:#eef2f8;color:#0b162c}
header{background:#12213f;padding:16px 24px;display:flex;align-items:center;gap:10px}
.mark{display:grid;place-items:center;width:36px;height:36px;border-radius:8px;background:#dcaa3a;color:#0b162c;font-weight:700;font-size:18px}
.brand{color:#fff;font-weight:700;font-size:18px;line-height:1.1}.brand small{display:block;color:#e8c160;font-size:12px;font-weight:400;letter-spacing:.03em}
main{flex:1;display:grid;place-items:center;padding:24px}
.card{max-width:460px;background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(18,33,63,.12);border-top:4px solid #dcaa3a;padding:32px;text-align:center}
h1{margin:0 0 12px;font-size:28px;color:#12213f}
p{margin:0 0 24px;line-height:1.55;color:#36507f}
.actions{display:flex;flex-wrap:wrap;gap:12px;justify-content:center}
a.button{display:inline-block;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none}
a.whatsapp{background:#128c4a;color:#fff}a.retry{border:1px solid #12213f;color:#12213f}
a:focus-visible{outline:2px solid #c58f22;outline-offset:2px}
.email{margin-top:20px;font-size:14px}.email a{color:#1b2e53}
</style>
</head>
<body>
<header><span class="mark" aria-hidden="true">${e(BRAND.name.charAt(0))}</span><span class="brand">${e(BRAND.name)}<small>${e(BRAND.tagline)}</small></span></header>
<main>
<div class="card">
<h1>${e(OFFLINE_COPY.heading)}</h1>
<p>${e(OFFLINE_COPY.text)}</p>
<div class="actions">
<a class="button whatsapp" href="${e(businessWhatsAppLink(FLOATING_WHATSAPP_MESSAGE))}" target="_blank" rel="noopener noreferrer">${e(OFFLINE_COPY.whatsapp)}</a>
<a class="button retry" href="/">${e(OFFLINE_COPY.retry)}</a>
</div>${emailLine}
</div>
</main>
</body>
</html>
`;
}
