/**
 * The back office's own entry (web/admin/index.html), served only from the admin host. It runs nothing of the public
 * site: no consent mode or marketing tags, no attribution, no submission outbox, no web-vitals beacon and no service
 * worker, so the admin origin runs only our own code (its Content-Security-Policy allows scripts from itself alone).
 */
import '@fontsource/fraunces/latin-600.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app/app-provider.tsx';
import { PageLoading } from './components/ui/page-loading.tsx';
import AdminPage from './pages/admin.tsx';
import { createAppSystem } from './theme.ts';

const root = document.getElementById('root');
if (!root) throw new Error('admin/index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppProvider system={createAppSystem()}>
        <Suspense fallback={<PageLoading />}>
          <AdminPage />
        </Suspense>
      </AppProvider>
    </BrowserRouter>
  </StrictMode>,
);
