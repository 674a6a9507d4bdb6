import { DASHBOARD_COPY } from '#shared/admin/admin-copy.ts';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useMe } from './api/get-me.ts';
import { Dashboard, type AdminHeaderDialogs, type AdminTabBodies } from './dashboard.tsx';
import { LoginScreen } from './login-screen.tsx';

/** /admin: the login form until a staff session exists (a reload keeps it), then the dashboard with these tabs. */
export function AdminApp({ tabs, dialogs }: { tabs: AdminTabBodies; dialogs?: AdminHeaderDialogs }) {
  const { data: staff, error } = useMe();
  if (error) return <StatusMessage kind="error">{DASHBOARD_COPY.unreachable}</StatusMessage>;
  if (staff === undefined) return <PageLoading />;
  return staff ? <Dashboard staff={staff} tabs={tabs} dialogs={dialogs} /> : <LoginScreen />;
}
