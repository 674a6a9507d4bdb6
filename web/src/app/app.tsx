import type { PageName } from '../config/paths.ts';
import type { AppSystem } from '../theme.ts';
import { AppProvider } from './app-provider.tsx';
import { AppRoutes } from './app-routes.tsx';
import { ServedPageProvider } from './served-page.ts';

/** The whole app below the router, the same in the browser and in the prerender. */
export function App({ servedPage, system }: { servedPage: PageName | undefined; system: AppSystem }) {
  return (
    <ServedPageProvider value={servedPage}>
      <AppProvider system={system}>
        <AppRoutes />
      </AppProvider>
    </ServedPageProvider>
  );
}
