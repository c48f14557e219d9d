/**
 * The login bodies and the login forms (SPEC section 5: both fields required). Kept apart from the other schemas so
 * that the login page loads only these.
 */
import * as v from 'valibot';
import { passwordField, requiredText } from './fields';

export const adminLoginBodySchema = v.object({
  username: requiredText('Username'),
  password: passwordField(),
});
export type AdminLoginBody = v.InferOutput<typeof adminLoginBodySchema>;

export const tenantLoginBodySchema = v.object({
  email: requiredText('Email', 254),
  password: passwordField(),
});
export type TenantLoginBody = v.InferOutput<typeof tenantLoginBodySchema>;

/** The admin login form: its `login` field is the body's username. */
export const adminLoginFormSchema = v.object({
  login: adminLoginBodySchema.entries.username,
  password: adminLoginBodySchema.entries.password,
});

/** The tenant login form: its `login` field is the body's email. */
export const tenantLoginFormSchema = v.object({
  login: tenantLoginBodySchema.entries.email,
  password: tenantLoginBodySchema.entries.password,
});
export type LoginFormValues = v.InferInput<typeof adminLoginFormSchema>;
export type LoginFormOutput = v.InferOutput<typeof adminLoginFormSchema>;
