import { ForgotPassword, Register } from '@app/screens';
import { renderRouterLink } from '../routing/RouterLink';

export function ForgotPasswordPage() {
  return <ForgotPassword renderLink={renderRouterLink} />;
}

export function RegisterPage() {
  return <Register renderLink={renderRouterLink} />;
}
