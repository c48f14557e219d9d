export { Sidebar } from './Sidebar';
export type { SidebarMenuGroup, SidebarMenuItem, SidebarProps } from './Sidebar';
export { renderPlainLink } from './LinkSlot';
export type { LinkRenderProps, RenderLink } from './LinkSlot';
