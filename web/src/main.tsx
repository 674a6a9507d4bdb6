import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { SERVED_PAGE_ATTRIBUTE, type PageName } from './config/paths.ts';
import { setConsentModeDefaults } from './consent/consent-mode.ts';
import { installOffer } from './features/pwa/install-offer.ts';
import { registerServiceWorker } from './features/pwa/service-worker-client.ts';
import { captureAttribution } from './lib/attribution.ts';
import { startOutbox } from './lib/submission-outbox.ts';
import { createAppSystem } from './theme.ts';

// Google Consent Mode defaults (all denied but security storage) before anything can load a tag.
setConsentModeDefaults();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const servedPage = (root.getAttribute(SERVED_PAGE_ATTRIBUTE) as PageName | null) ?? undefined;

captureAttribution({
  pathname: window.location.pathname,
  search: window.location.search,
  referrer: document.referrer,
  homeVariant: servedPage === 'corporate' ? 'corporate' : 'default-home',
});

// Submissions kept while offline (or while the API failed) are sent again from every page.
startOutbox();

const app = (
  <StrictMode>
    <BrowserRouter>
      <App servedPage={servedPage} system={createAppSystem()} />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages arrive with their HTML and are hydrated; the Vite dev server sends an empty root.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);

// The browser's install offer is caught from the start, whenever the banner's code runs.
installOffer.start();
registerServiceWorker();
