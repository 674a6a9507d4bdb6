import { useLocation } from 'react-router-dom';
import { showsAnalyticsPanel } from '#shared/uk/content/hub.ts';
import { ClientOnly } from '../../app/client-only.tsx';
import { AnalyticsPanel } from './content-sections.tsx';

function PanelIfAsked() {
  const { search } = useLocation();
  return showsAnalyticsPanel(search) ? <AnalyticsPanel /> : null;
}

/** The analytics panel when the address has ?admin=true; decided in the browser (the HTML is the same for every query). */
export function AdminAnalytics() {
  return (
    <ClientOnly fallback={null}>
      <PanelIfAsked />
    </ClientOnly>
  );
}
