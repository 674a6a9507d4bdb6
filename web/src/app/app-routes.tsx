import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '#shared/site-paths.ts';
import { NOT_FOUND_PAGE, PAGE_ROUTES, REDIRECT_ROUTES } from '../config/paths.ts';
import { HomeRoute } from './home-route.tsx';
import { PageRoute } from './page-route.tsx';
import { PublicLayout } from './public-layout.tsx';

/** The router's view of config/paths.ts. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {PAGE_ROUTES.map(({ path, page }) => (
          <Route key={path} path={path} element={path === paths.home ? <HomeRoute /> : <PageRoute page={page} />} />
        ))}
        {REDIRECT_ROUTES.map(({ path, to }) => (
          <Route key={path} path={path} element={<Navigate replace to={to} />} />
        ))}
        <Route path="*" element={<PageRoute page={NOT_FOUND_PAGE} />} />
      </Route>
    </Routes>
  );
}
