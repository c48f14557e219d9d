export { AdminDashboard } from './AdminDashboard';
export type { AdminDashboardProps, DashboardWidget } from './AdminDashboard';
