import { useSearch } from 'wouter';
import { ForgotPassword, Register, backToLogin } from '@app/screens';
import { renderRouterLink } from '../routing/RouterLink';

/** "Back to login" returns to the login the visitor came from (`?from=tenant`), else the admin login. */
const useLoginHref = () => backToLogin(new URLSearchParams(useSearch()).get('from'));

export function ForgotPasswordPage() {
  return <ForgotPassword loginHref={useLoginHref()} renderLink={renderRouterLink} />;
}

export function RegisterPage() {
  return <Register loginHref={useLoginHref()} renderLink={renderRouterLink} />;
}
