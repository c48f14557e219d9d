import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslatedResolver } from '../shared/useModalForm';
import {
  adminLoginFormSchema,
  failureMessage,
  tenantLoginFormSchema,
  type LoginFormOutput,
  type LoginFormValues,
  type Role,
} from '@app/contract';
import { Button, Checkbox, Icons, PasswordField, TextField, VisuallyHidden } from '@app/ui';
import { AuthLayout, AuthLink, AuthTextLink, type RenderAuthLink } from '../shared/AuthLayout';
import { StyledFooterText } from '../shared/AuthLayout.styles';
import { FORGOT_PASSWORD_PATH, LOGIN_PATHS, REGISTER_PATH } from '../shared/authPaths';
import { ROLE_COPY, ROLES, SOCIAL_LOGINS, loginCredentials, type LoginCredentials } from './logic';
import {
  StyledDivider,
  StyledFailure,
  StyledNotice,
  StyledForm,
  StyledOptionsRow,
  StyledRoleSwitch,
  StyledSocialLink,
  StyledSocialList,
} from './Login.styles';

export interface LoginProps {
  /** Which login this is: an admin signs in with a username, a tenant with an email. */
  role: Role;
  /**
   * Signs in with `{ username, password, remember }` (admin) or `{ email, password, remember }` (tenant). A
   * rejection shows its `serverMessage`, or "Login failed.".
   */
  onLogin: (credentials: LoginCredentials) => Promise<unknown>;
  /** Renders in-app links (the role switch, "Forgot password?", "Create Account") through the app's router. */
  renderLink?: RenderAuthLink;
  /** Why the user is here, said above the form (SESSION_EXPIRED after a 401 during work). */
  notice?: string;
}

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

const LOGIN_FAILED = 'Login failed.';

function LoginForm({ role, onLogin, renderLink, notice }: LoginProps) {
  const copy = ROLE_COPY[role];
  const [remember, setRemember] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, LoginFormOutput>({
    mode: 'onTouched',
    defaultValues: { login: '', password: '' },
    resolver: useTranslatedResolver(valibotResolver(role === 'admin' ? adminLoginFormSchema : tenantLoginFormSchema)),
  });

  const handleValid = async (values: LoginFormOutput) => {
    setFailure(null);
    try {
      await onLogin(loginCredentials(role, values.login, values.password, remember));
    } catch (error) {
      setFailure(failureMessage(error, LOGIN_FAILED));
    }
  };

  return (
    <AuthLayout
      title={copy.heading}
      subtitle={copy.subtitle}
      top={
        <StyledRoleSwitch aria-label="Login type">
          {ROLES.map((option) => (
            <AuthLink
              key={option}
              href={LOGIN_PATHS[option]}
              renderLink={renderLink}
              aria-current={option === role ? 'page' : undefined}
            >
              {ROLE_COPY[option].switchLabel}
            </AuthLink>
          ))}
        </StyledRoleSwitch>
      }
    >
      <StyledForm
        onSubmit={handleSubmit(handleValid)}
        noValidate
        aria-busy={isSubmitting || undefined}
        aria-label={copy.heading}
      >
        {notice && !failure ? (
          <StyledNotice role="status">
            <Icons.Info size={18} aria-hidden="true" />
            <span>{notice}</span>
          </StyledNotice>
        ) : null}
        {failure ? (
          <StyledFailure role="alert">
            <Icons.CircleAlert size={18} aria-hidden="true" />
            <span>{failure}</span>
          </StyledFailure>
        ) : null}
        <TextField
          label={copy.fieldLabel}
          type={copy.inputType}
          autoComplete={copy.autoComplete}
          required
          error={errors.login?.message}
          {...register('login')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <StyledOptionsRow>
          <Checkbox label="Remember password" checked={remember} onChange={setRemember} />
          <AuthTextLink href={FORGOT_PASSWORD_PATH} renderLink={renderLink}>
            Forgot password?
          </AuthTextLink>
        </StyledOptionsRow>
        <Button type="submit" fullWidth loading={isSubmitting}>
          {isSubmitting ? 'Logging in…' : 'Login'}
        </Button>
      </StyledForm>
      <StyledDivider>or log in with</StyledDivider>
      <StyledSocialList>
        {SOCIAL_LOGINS.map((site) => (
          <li key={site.name}>
            <StyledSocialLink href={site.href} target="_blank" rel="noopener noreferrer">
              <VisuallyHidden>Log in with </VisuallyHidden>
              {site.name}
            </StyledSocialLink>
          </li>
        ))}
      </StyledSocialList>
      <StyledFooterText>
        Don&apos;t have an account?{' '}
        <AuthTextLink href={REGISTER_PATH} renderLink={renderLink}>
          Create Account
        </AuthTextLink>
      </StyledFooterText>
    </AuthLayout>
  );
}

/**
 * The admin (/login/admin) and tenant (/login/tenant) login: username or email, password with a show/hide toggle,
 * "Remember password", links to password help, account creation and three social sites' login pages.
 */
export function Login(props: LoginProps) {
  // A new form per role: switching between the two logins starts clean.
  return <LoginForm key={props.role} {...props} />;
}
