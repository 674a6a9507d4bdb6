import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { paths } from '#shared/site-paths.ts';
import { NOT_FOUND_PAGE, PAGE_ROUTES, REDIRECT_ROUTES } from '../config/paths.ts';
import { ClientOnly } from './client-only.tsx';
import { HomeRoute } from './home-route.tsx';
import { PageRoute } from './page-route.tsx';
import { PublicLayout } from './public-layout.tsx';

/** The router's view of config/paths.ts. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {PAGE_ROUTES.filter((route) => route.prerender === 'page').map(({ path, page }) => (
          <Route key={path} path={path} element={path === paths.home ? <HomeRoute /> : <PageRoute page={page} />} />
        ))}
        {REDIRECT_ROUTES.map(({ path, to }) => (
          <Route key={path} path={path} element={<Navigate replace to={to} />} />
        ))}
        <Route path="*" element={<PageRoute page={NOT_FOUND_PAGE} />} />
      </Route>
      {PAGE_ROUTES.filter((route) => route.prerender === 'shell').map(({ path, page }) => (
        <Route
          key={path}
          path={path}
          element={
            <ClientOnly fallback={<PageLoading />}>
              <Suspense fallback={<PageLoading />}>
                <PageRoute page={page} />
              </Suspense>
            </ClientOnly>
          }
        />
      ))}
    </Routes>
  );
}
