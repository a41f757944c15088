/** Login, session info and logout. */
import { http, type HttpHandler } from 'msw';
import { avatarFor } from '../avatar';
import { fail, ok, okTemplate } from '../envelope';
import { readJson } from '../parse';
import type { Store } from '../store';
import type { SessionInfo } from '../types';
import { tokenOf, userOfToken } from './guard';

export function authHandlers(store: Store): HttpHandler[] {
  return [
    http.post('*/user/login', async ({ request }) => {
      const body = await readJson(request);
      const userName = typeof body?.userName === 'string' ? body.userName.trim() : '';
      const password = typeof body?.password === 'string' ? body.password : '';
      if (!userName || !password) return fail('40000', 'userName and password are required');
      const user = store.users.find((candidate) => candidate.userName === userName);
      if (!user || user.password !== password) return fail(60204, 'Account and password are incorrect.');
      if (user.type !== 0) return fail(60204, 'Account is deactivated or frozen.');
      return ok(store.sessions.issue(user.id));
    }),

    http.get('*/user/info', ({ request }) => {
      const token = new URL(request.url).searchParams.get('token') ?? tokenOf(request);
      const user = userOfToken(store, token);
      if (!user) return fail(50008, 'Login failed, unable to get user details.');
      const info: SessionInfo = {
        roles: [...user.roles],
        name: user.userName,
        avatar: avatarFor(user.userName),
        introduction: user.description,
      };
      return ok(info);
    }),

    http.post('*/vue-element-admin/user/logout', ({ request }) => {
      const token = tokenOf(request);
      if (token) store.sessions.revoke(token);
      return okTemplate('success');
    }),
  ];
}
