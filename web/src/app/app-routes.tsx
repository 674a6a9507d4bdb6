import { Navigate, Route, Routes } from 'react-router-dom';
import { NOT_FOUND_PAGE, PAGE_ROUTES, REDIRECT_ROUTES } from '../config/paths.ts';
import { PageRoute } from './page-route.tsx';
import { PublicLayout } from './public-layout.tsx';

/** The prerender's view of config/paths.ts (the edge serves '/' as the corporate page on corporate hosts). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {PAGE_ROUTES.map(({ path, page }) => (
          <Route key={path} path={path} element={<PageRoute page={page} />} />
        ))}
        {REDIRECT_ROUTES.map(({ path, to }) => (
          <Route key={path} path={path} element={<Navigate replace to={to} />} />
        ))}
        <Route path="*" element={<PageRoute page={NOT_FOUND_PAGE} />} />
      </Route>
    </Routes>
  );
}
