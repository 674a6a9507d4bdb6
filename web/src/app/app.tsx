import type { AppSystem } from '../theme.ts';
import { AppProvider } from './app-provider.tsx';
import { AppRoutes } from './app-routes.tsx';

/** Every public page below the router: what the prerender renders (entry-server.tsx) into static HTML with islands. */
export function App({ system }: { system: AppSystem }) {
  return (
    <AppProvider system={system}>
      <AppRoutes />
    </AppProvider>
  );
}
