/** Sign-in, administrators, tenants and users (SPEC section 7). */
import { adminLoginBodySchema, tenantLoginBodySchema } from '../auth';
import { listQuerySchemas } from '../lists';
import {
  adminCreateBodySchema,
  adminUpdateBodySchema,
  tenantCreateBodySchema,
  tenantUpdateBodySchema,
  userBodySchema,
  userUpdateBodySchema,
} from '../schemas';
import { adminAnswer, listOf, loginAnswer, tenantAnswer, userAnswer } from './answers';
import { described } from './define';
import * as routes from './routes';

export const auth = described(routes.auth, {
  adminLogin: {
    summary: 'Sign in as an administrator',
    body: adminLoginBodySchema,
    answer: loginAnswer,
    errors: [429],
  },
  tenantLogin: {
    summary: 'Sign in as a tenant',
    body: tenantLoginBodySchema,
    answer: loginAnswer,
    errors: [429],
  },
  logoutAll: {
    summary: "End every session of the caller's account",
    answer: null,
    status: 204,
  },
});

export const admin = described(routes.admin, {
  list: {
    summary: 'List administrators',
    query: listQuerySchemas.admin,
    answer: listOf(adminAnswer),
    errors: [403],
  },
  create: {
    summary: 'Create an administrator',
    body: adminCreateBodySchema,
    answer: adminAnswer,
    status: 201,
    errors: [403, 409],
  },
  update: {
    summary: 'Change an administrator',
    body: adminUpdateBodySchema,
    answer: adminAnswer,
    errors: [403, 404, 409],
  },
});

export const tenant = described(routes.tenant, {
  profile: {
    summary: "The signed-in tenant's own profile",
    answer: tenantAnswer,
    errors: [403],
  },
  list: {
    summary: 'List tenants',
    query: listQuerySchemas.tenant,
    answer: listOf(tenantAnswer),
    errors: [403],
  },
  create: {
    summary: 'Create a tenant',
    body: tenantCreateBodySchema,
    answer: tenantAnswer,
    status: 201,
    errors: [403, 409],
  },
  update: {
    summary: 'Change a tenant (a tenant: its own profile)',
    body: tenantUpdateBodySchema,
    answer: tenantAnswer,
    errors: [403, 404, 409],
  },
});

export const user = described(routes.user, {
  list: {
    summary: "List tenants' users",
    query: listQuerySchemas.user,
    answer: listOf(userAnswer),
    errors: [403],
  },
  create: {
    summary: 'Create a user of a tenant',
    body: userBodySchema,
    answer: userAnswer,
    status: 201,
    errors: [403, 404, 409],
  },
  update: {
    summary: 'Change a user',
    body: userUpdateBodySchema,
    answer: userAnswer,
    errors: [403, 404, 409],
  },
});
