import { Component, useEffect, type ReactNode } from 'react';
import { HOME_PAGE_ERROR_LOG } from '#shared/main-site/messages.ts';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { PageRoute } from './page-route.tsx';
import { useServedPage } from './served-page.ts';

/**
 * The edge decides which home a host gets (corporate hosts the corporate page, every other host the default home)
 * and serves that page's HTML for '/'; the app shows the page the edge chose. Arriving at '/' from another page of
 * the app there is no such answer yet, so it asks the edge by loading '/' afresh.
 */
export function HomeRoute() {
  const servedPage = useServedPage();
  if (servedPage === 'corporate') {
    return (
      <DefaultHomeOnError>
        <PageRoute page="corporate" />
      </DefaultHomeOnError>
    );
  }
  if (servedPage === 'home' || servedPage === undefined) return <PageRoute page="home" />;
  return <LoadFromEdge />;
}

function LoadFromEdge() {
  useEffect(() => window.location.reload(), []);
  return <PageLoading />;
}

/** If the corporate home fails (its code does not load, or it throws), the visitor still gets the default home. */
class DefaultHomeOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(HOME_PAGE_ERROR_LOG, error);
  }

  override render() {
    return this.state.failed ? <PageRoute page="home" /> : this.props.children;
  }
}
