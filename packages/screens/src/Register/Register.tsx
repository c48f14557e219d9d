import { useLingui } from '@lingui/react/macro';
import { AuthLayout, AuthTextLink, type RenderAuthLink } from '../shared/AuthLayout';
import { StyledAuthText, StyledFooterText } from '../shared/AuthLayout.styles';
import { LOGIN_PATHS } from '../shared/authPaths';

export interface RegisterProps {
  /** Where "Back to login" leads; the admin login by default. */
  loginHref?: string;
  renderLink?: RenderAuthLink;
}

/** /register: accounts are created by an administrator, so the screen says whom to ask. */
export function Register({ loginHref = LOGIN_PATHS.admin, renderLink }: RegisterProps) {
  const { t } = useLingui();
  return (
    <AuthLayout title={t`Create Account`}>
      <StyledAuthText>
        {t`Please ask your administrator to create an account for you. You will receive your sign-in details from them.`}
      </StyledAuthText>
      <StyledFooterText>
        {t`Already have an account?`}{' '}
        <AuthTextLink href={loginHref} renderLink={renderLink}>
          {t`Back to login`}
        </AuthTextLink>
      </StyledFooterText>
    </AuthLayout>
  );
}
