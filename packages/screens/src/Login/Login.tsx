import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { adminLoginFormSchema, tenantLoginFormSchema, type Role } from '@app/contract';
import { Button, Checkbox, Icons, PasswordField, TextField, VisuallyHidden, useText, type Text } from '@app/ui';
import { useFailureMessage } from '../i18n';
import { AuthLayout, AuthLink, AuthTextLink, type RenderAuthLink } from '../shared/AuthLayout';
import { StyledFooterText } from '../shared/AuthLayout.styles';
import { FORGOT_PASSWORD_PATH, LOGIN_PATHS, REGISTER_PATH, fromLogin } from '../shared/authPaths';
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
  notice?: Text;
}

/** The notice after a 401 during work. */
export const SESSION_EXPIRED: MessageDescriptor = msg`Your session has expired. Please sign in again.`;

const LOGIN_FAILED = msg`Login failed.`;

type Field = 'login' | 'password';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['login', 'password'];

/**
 * The form's own state, without a form library (the login page is the first download of every visit): the values,
 * the fields touched (left once) and whether a submit was tried. As with "on touched" validation, a field shows its
 * message once touched or after a submit, and follows every keystroke from then on.
 */
function LoginForm({ role, onLogin, renderLink, notice }: LoginProps) {
  const copy = ROLE_COPY[role];
  const { t } = useLingui();
  const text = useText();
  const failureMessage = useFailureMessage();
  const [values, setValues] = useState<Record<Field, string>>({ login: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [remember, setRemember] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submitting = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const fieldLabel = text(copy.fieldLabel);
  const labels: Record<Field, string> = { login: fieldLabel, password: t`Password` };

  /** The schema's verdict (SPEC section 5: both required, lengths capped), in the user's language. */
  const validate = (current: Record<Field, string>): { errors: FieldErrors; output?: Record<Field, string> } => {
    const result = v.safeParse(role === 'admin' ? adminLoginFormSchema : tenantLoginFormSchema, current);
    if (result.success) return { errors: {}, output: result.output };
    const errors: FieldErrors = {};
    for (const issue of result.issues) {
      const field = v.getDotPath(issue) as Field | null;
      if (!field || errors[field] !== undefined) continue;
      const label = labels[field];
      const max = typeof issue.requirement === 'number' ? issue.requirement : 0;
      errors[field] =
        issue.type === 'max_length' ? t`${label} must be at most ${max} characters` : t`${label} is required`;
    }
    return { errors };
  };
  const { errors: allErrors } = validate(values);
  const shown = (field: Field) => (submitted || touched[field] ? allErrors[field] : undefined);

  const handleChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const handleBlur = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    setSubmitted(true);
    const { errors, output } = validate(values);
    if (!output) {
      const first = FIELDS.find((field) => errors[field] !== undefined);
      if (first) inputs.current[first]?.focus();
      return;
    }
    submitting.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      await onLogin(loginCredentials(role, output.login, output.password, remember));
    } catch (error) {
      setFailure(failureMessage(error, LOGIN_FAILED));
    } finally {
      submitting.current = false;
      setSubmitting(false);
    }
  };

  const heading = text(copy.heading);
  return (
    <AuthLayout
      title={heading}
      subtitle={text(copy.subtitle)}
      top={
        <StyledRoleSwitch aria-label={t`Login type`}>
          {ROLES.map((option) => (
            <AuthLink
              key={option}
              href={LOGIN_PATHS[option]}
              renderLink={renderLink}
              aria-current={option === role ? 'page' : undefined}
            >
              {text(ROLE_COPY[option].switchLabel)}
            </AuthLink>
          ))}
        </StyledRoleSwitch>
      }
    >
      <StyledForm onSubmit={handleSubmit} noValidate aria-busy={isSubmitting || undefined} aria-label={heading}>
        {notice && !failure ? (
          <StyledNotice role="status">
            <Icons.Info size={18} aria-hidden="true" />
            <span>{text(notice)}</span>
          </StyledNotice>
        ) : null}
        {failure ? (
          <StyledFailure role="alert">
            <Icons.CircleAlert size={18} aria-hidden="true" />
            <span>{failure}</span>
          </StyledFailure>
        ) : null}
        <TextField
          ref={(element) => {
            inputs.current.login = element;
          }}
          name="login"
          label={fieldLabel}
          type={copy.inputType}
          autoComplete={copy.autoComplete}
          required
          value={values.login}
          onChange={handleChange('login')}
          onBlur={handleBlur('login')}
          error={shown('login')}
        />
        <PasswordField
          ref={(element) => {
            inputs.current.password = element;
          }}
          name="password"
          label={labels.password}
          autoComplete="current-password"
          required
          value={values.password}
          onChange={handleChange('password')}
          onBlur={handleBlur('password')}
          error={shown('password')}
        />
        <StyledOptionsRow>
          <Checkbox label={t`Remember password`} checked={remember} onChange={setRemember} />
          <AuthTextLink href={fromLogin(FORGOT_PASSWORD_PATH, role)} renderLink={renderLink}>
            {t`Forgot password?`}
          </AuthTextLink>
        </StyledOptionsRow>
        <Button type="submit" fullWidth loading={isSubmitting}>
          {isSubmitting ? t`Logging in…` : t`Login`}
        </Button>
      </StyledForm>
      <StyledDivider>{t`or log in with`}</StyledDivider>
      <StyledSocialList>
        {SOCIAL_LOGINS.map((site) => (
          <li key={site.name}>
            <StyledSocialLink href={site.href} target="_blank" rel="noopener noreferrer">
              {/* the visible name comes last, so the accessible name ends with it ("Log in with TikTok") */}
              <VisuallyHidden>{t`Log in with`} </VisuallyHidden>
              {site.name}
            </StyledSocialLink>
          </li>
        ))}
      </StyledSocialList>
      <StyledFooterText>
        {t`Don't have an account?`}{' '}
        <AuthTextLink href={fromLogin(REGISTER_PATH, role)} renderLink={renderLink}>
          {t`Create Account`}
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
