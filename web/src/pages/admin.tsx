import { AdminApp } from '../features/admin/admin-app.tsx';

/** /admin, the staff back office: its own chunk, loaded only when a member of staff opens it. */
export default function AdminPage() {
  return <AdminApp />;
}
