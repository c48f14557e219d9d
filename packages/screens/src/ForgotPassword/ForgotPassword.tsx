import { useLingui } from '@lingui/react/macro';
import { AuthLayout, AuthTextLink, type RenderAuthLink } from '../shared/AuthLayout';
import { StyledAuthText, StyledFooterText } from '../shared/AuthLayout.styles';
import { LOGIN_PATHS } from '../shared/authPaths';

export interface ForgotPasswordProps {
  /** Where "Back to login" leads; the admin login by default. */
  loginHref?: string;
  renderLink?: RenderAuthLink;
}

/** /forgot-password: passwords are reset by an administrator, so the screen says whom to ask. */
export function ForgotPassword({ loginHref = LOGIN_PATHS.admin, renderLink }: ForgotPasswordProps) {
  const { t } = useLingui();
  return (
    <AuthLayout title={t`Forgot password?`}>
      <StyledAuthText>
        {t`Please ask your administrator to reset your password. Once it is reset, sign in again with the new password.`}
      </StyledAuthText>
      <StyledFooterText>
        <AuthTextLink href={loginHref} renderLink={renderLink}>
          {t`Back to login`}
        </AuthTextLink>
      </StyledFooterText>
    </AuthLayout>
  );
}
