import type { PageName } from '../config/paths.ts';
import { AppProvider } from './app-provider.tsx';
import { AppRoutes } from './app-routes.tsx';
import { ServedPageProvider } from './served-page.tsx';

/** The whole app below the router, the same in the browser and in the prerender. */
export function App({ servedPage }: { servedPage: PageName | undefined }) {
  return (
    <ServedPageProvider value={servedPage}>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
    </ServedPageProvider>
  );
}
