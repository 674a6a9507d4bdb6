import { PRIVACY_COPY } from '#shared/admin/privacy-messages.ts';
import { AdminApp } from '../features/admin/admin-app.tsx';
import { CmsTab } from '../features/admin/cms-tab.tsx';
import { ContentTab } from '../features/admin/content-tab.tsx';
import type { AdminHeaderDialogs, AdminTabBodies } from '../features/admin/dashboard.tsx';
import { LeadsTab } from '../features/admin/leads-tab.tsx';
import { OverviewTab } from '../features/admin/overview-tab.tsx';
import { IntegrationsTab } from '../features/admin-integrations/integrations-tab.tsx';
import { PerformanceTab } from '../features/admin-performance-optimizer/performance-tab.tsx';
import { PhoneConfigTab } from '../features/admin-phone/phone-config-tab.tsx';
import { PrivacyDialog } from '../features/admin-privacy/privacy-dialog.tsx';
import { TagsTab } from '../features/admin-tags/tags-tab.tsx';

/** The dashboard's eight tabs, from the admin features: this page puts them together, so no feature imports another. */
const TABS: AdminTabBodies = {
  overview: OverviewTab,
  leads: LeadsTab,
  content: ContentTab,
  cms: CmsTab,
  email: IntegrationsTab,
  phone: PhoneConfigTab,
  tags: TagsTab,
  performance: PerformanceTab,
};

/** The header dialogs of other admin features: the Privacy view (issue 23). */
const DIALOGS: AdminHeaderDialogs = { privacy: { label: PRIVACY_COPY.open, Dialog: PrivacyDialog } };

/** /admin on the admin host, the staff back office: the whole of its own app (web/src/admin-main.tsx). */
export default function AdminPage() {
  return <AdminApp tabs={TABS} dialogs={DIALOGS} />;
}
