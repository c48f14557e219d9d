export { ForgotPassword } from './ForgotPassword';
export type { ForgotPasswordProps } from './ForgotPassword';
