import { useEffect } from 'react';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { useServedPage } from './served-page.tsx';
import { PageRoute } from './page-route.tsx';

/**
 * The edge decides which home a host gets (corporate hosts the corporate page, every other host the default home)
 * and serves that page's HTML for '/'. The app shows the page the edge chose. Arriving at '/' from another page of
 * the app, it has no such answer, so it asks the edge by loading '/' afresh.
 */
export function HomeRoute() {
  const servedPage = useServedPage();
  if (servedPage === 'corporate') return <PageRoute page="corporate" />;
  if (servedPage === 'home' || servedPage === undefined) return <PageRoute page="home" />;
  return <LoadFromEdge />;
}

function LoadFromEdge() {
  useEffect(() => window.location.reload(), []);
  return <PageLoading />;
}
