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
import { call } from './define';

export const auth = {
  adminLogin: call({
    method: 'POST',
    path: '/api/auth/admin/login',
    summary: 'Sign in as an administrator',
    roles: ['public'],
    body: adminLoginBodySchema,
    answer: loginAnswer,
    errors: [429],
  }),
  tenantLogin: call({
    method: 'POST',
    path: '/api/auth/tenant/login',
    summary: 'Sign in as a tenant',
    roles: ['public'],
    body: tenantLoginBodySchema,
    answer: loginAnswer,
    errors: [429],
  }),
  logoutAll: call({
    method: 'POST',
    path: '/api/auth/logout-all',
    summary: "End every session of the caller's account",
    roles: ['admin', 'tenant'],
    answer: null,
    status: 204,
  }),
};

export const admin = {
  list: call({
    method: 'GET',
    path: '/api/admin',
    summary: 'List administrators',
    roles: ['admin'],
    query: listQuerySchemas.admin,
    answer: listOf(adminAnswer),
    errors: [403],
  }),
  create: call({
    method: 'POST',
    path: '/api/admin',
    summary: 'Create an administrator',
    roles: ['admin'],
    body: adminCreateBodySchema,
    answer: adminAnswer,
    status: 201,
    errors: [403, 409],
    stale: ['admin'],
  }),
  update: call({
    method: 'PATCH',
    path: '/api/admin/one/{id}',
    summary: 'Change an administrator',
    roles: ['admin'],
    body: adminUpdateBodySchema,
    answer: adminAnswer,
    errors: [403, 404, 409],
    stale: ['admin'],
  }),
};

export const tenant = {
  profile: call({
    method: 'GET',
    path: '/api/tenant/profile',
    summary: "The signed-in tenant's own profile",
    roles: ['tenant'],
    answer: tenantAnswer,
    errors: [403],
  }),
  list: call({
    method: 'GET',
    path: '/api/tenant',
    summary: 'List tenants',
    roles: ['admin'],
    query: listQuerySchemas.tenant,
    answer: listOf(tenantAnswer),
    errors: [403],
  }),
  create: call({
    method: 'POST',
    path: '/api/tenant',
    summary: 'Create a tenant',
    roles: ['admin'],
    body: tenantCreateBodySchema,
    answer: tenantAnswer,
    status: 201,
    errors: [403, 409],
    stale: ['tenant'],
  }),
  update: call({
    method: 'PATCH',
    path: '/api/tenant/one/{id}',
    summary: 'Change a tenant (a tenant: its own profile)',
    roles: ['admin', 'tenant'],
    body: tenantUpdateBodySchema,
    answer: tenantAnswer,
    errors: [403, 404, 409],
    stale: ['tenant'],
  }),
};

export const user = {
  list: call({
    method: 'GET',
    path: '/api/user',
    summary: "List tenants' users",
    roles: ['admin'],
    query: listQuerySchemas.user,
    answer: listOf(userAnswer),
    errors: [403],
  }),
  create: call({
    method: 'POST',
    path: '/api/user',
    summary: 'Create a user of a tenant',
    roles: ['admin'],
    body: userBodySchema,
    answer: userAnswer,
    status: 201,
    errors: [403, 404, 409],
    stale: ['user'],
  }),
  update: call({
    method: 'PATCH',
    path: '/api/user/one/{id}',
    summary: 'Change a user',
    roles: ['admin'],
    body: userUpdateBodySchema,
    answer: userAnswer,
    errors: [403, 404, 409],
    stale: ['user'],
  }),
};
