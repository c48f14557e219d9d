export { Login, SESSION_EXPIRED } from './Login';
export type { LoginProps } from './Login';
export { AuthLayout, AuthLink, AuthTextLink } from '../shared/AuthLayout';
export type { AuthLayoutProps, AuthLinkProps, AuthLinkTarget, RenderAuthLink } from '../shared/AuthLayout';
export { FORGOT_PASSWORD_PATH, LOGIN_PATHS, REGISTER_PATH, backToLogin } from '../shared/authPaths';
export type { AdminLoginCredentials, LoginCredentials, TenantLoginCredentials } from './logic';
