import { AdminDashboard } from '@app/screens';

export function DashboardPage() {
  return <AdminDashboard />;
}
