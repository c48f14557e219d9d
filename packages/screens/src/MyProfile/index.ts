export { MyProfile } from './MyProfile';
export type { MyProfileProps } from './MyProfile';
