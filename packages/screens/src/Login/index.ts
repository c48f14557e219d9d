export { Login } from './Login';
export type { LoginProps } from './Login';
export { AuthLayout, AuthLink, AuthTextLink } from './AuthLayout';
export type { AuthLayoutProps, AuthLinkProps, AuthLinkTarget, RenderAuthLink } from './AuthLayout';
export { FORGOT_PASSWORD_PATH, LOGIN_PATHS, REGISTER_PATH } from './logic';
export type { AdminLoginCredentials, LoginCredentials, TenantLoginCredentials } from './logic';
