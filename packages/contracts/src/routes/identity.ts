import {
  appUsersQuery,
  appUsersResponse,
  changePasswordPayload,
  loginPayload,
  loginResponse,
  registerPayload,
  user,
  verifyPayload,
  verifyResponse,
} from '../auth';
import { defineRoute } from './define';

/** Identity: accounts, tokens and users' public views. */
export const identityRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/authentication/register',
    summary: 'Create an account',
    description:
      'Answers the new user. An e-mail address that already has an account gets the same answer, so registering never tells whether an address is known.',
    token: 'none',
    body: registerPayload,
    status: 201,
    reply: user,
    refusals: [409, 429],
  }),
  login: defineRoute({
    method: 'POST',
    path: '/authentication/login',
    summary: 'Log in and get a token',
    description:
      'Answers a bearer token for every other call. A wrong user name and a wrong password get the same 401; attempts are limited per account and per address (429).',
    token: 'none',
    body: loginPayload,
    reply: loginResponse,
    refusals: [401, 429],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/authentication/logout',
    summary: 'End the token this call is made with',
    description: 'The token is refused everywhere within a second.',
    token: 'user',
    status: 204,
    refusals: [429],
  }),
  verifyToken: defineRoute({
    method: 'POST',
    path: '/authentication/verify',
    summary: 'Check whether a token is still accepted',
    token: 'none',
    body: verifyPayload,
    reply: verifyResponse,
  }),
  listUsers: defineRoute({
    method: 'GET',
    path: '/rest/api/app-user',
    summary: 'Users by id, as others see them',
    description: 'Repeat `userId` for several users; an id that names no user is left out.',
    token: 'user',
    query: appUsersQuery,
    reply: appUsersResponse,
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/rest/api/app-user/password',
    summary: 'Change your password',
    description: 'Ends every token issued before and answers a new one.',
    token: 'user',
    body: changePasswordPayload,
    reply: loginResponse,
    refusals: [403, 429],
  }),
};
