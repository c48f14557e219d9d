export { AppLayout } from './AppLayout';
export type { AppLayoutProps } from './AppLayout';
