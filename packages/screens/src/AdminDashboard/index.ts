export { AdminDashboard } from './AdminDashboard';
export type { AdminDashboardProps } from './AdminDashboard';
