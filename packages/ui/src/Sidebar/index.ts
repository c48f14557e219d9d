export { Sidebar } from './Sidebar';
export type { SidebarMenuItem, SidebarProps } from './Sidebar';
export { renderPlainLink } from './LinkSlot';
export type { LinkRenderProps, RenderLink } from './LinkSlot';
