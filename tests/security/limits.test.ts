// @vitest-environment node
/** Limits everywhere: body sizes per route, field lengths, numbers, list sizes; never a 5xx. */
import { Agent, request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_SMS_COUNT } from '../../src/kernel/rules/fieldRules';
import { BUILT_IN_LIMITS } from '../../src/kernel/rules/limits';
import { JSON_BODY_BYTES } from '../../src/kernel/http/endpoints';
import { setupTarget } from './target';

const target = setupTarget();

/** Sends requests one after another on one kept-alive socket; answers their status and body. */
async function onOneConnection(requests: Array<{ path: string; headers: Record<string, string>; body: Buffer | string }>) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<unknown>();
  const answers: Array<{ status: number; body: string; connection: string | undefined }> = [];
  for (const { path, headers, body } of requests) {
    answers.push(
      await new Promise((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port: target.server.port, path, method: 'POST', headers, agent }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
        });
        req.on('socket', (socket) => sockets.add(socket));
        req.on('error', reject);
        req.end(body);
      }),
    );
  }
  agent.destroy();
  return { answers, sockets: sockets.size };
}

describe('body limits', () => {
  it('answers 41300 (HTTP 413) for an oversized JSON body and closes that connection, so the next request is served on a fresh one', async () => {
    const json = { 'Content-Type': 'application/json' };
    const big = JSON.stringify({ userName: 'x'.repeat(JSON_BODY_BYTES + 10), password: '111111' });
    const good = JSON.stringify({ userName: 'admin', password: '111111' });
    const { answers, sockets } = await onOneConnection([
      { path: '/api/sms/addSendName', headers: json, body: big },
      { path: '/api/user/login', headers: json, body: good },
    ]);
    expect(answers[0]?.status).toBe(413);
    expect(JSON.parse(answers[0]?.body ?? '{}')).toMatchObject({ code: '41300', message: 'The request body is too large: at most 64 KB here.' });
    expect(answers[0]?.connection).toBe('close');
    expect(answers[1]?.status).toBe(200);
    expect(JSON.parse(answers[1]?.body ?? '{}')).toMatchObject({ code: '00000' });
    expect(answers[1]?.connection).toBe('keep-alive');
    expect(sockets).toBe(2);
  });

  it('applies the route limit to a chunked body with no Content-Length', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: target.server.port, path: '/api/user/login', method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 10; i += 1) req.write('x'.repeat(1024));
      req.end();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: '41300', message: 'The request body is too large: at most 4 KB here.' });
  });

  it('refuses an upload over 10 MB plus the multipart overhead, and cuts a flood without draining it', async () => {
    const token = await target.login('editor');
    const twelve = new FormData();
    twelve.append('file', new Blob([new Uint8Array(12 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
    const answer = await target.call('/upload/image', { method: 'POST', token, body: twelve });
    expect(answer).toMatchObject({ status: 413, code: '41300' });

    const flood = await target.raw('/api/sms/addSendName', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(1024 * 1024 * 1024), Token: token },
      body: 'x'.repeat(1024),
    }).catch((error: Error) => error);
    if (!(flood instanceof Error)) expect(flood.status).toBe(413);
    // The server is still there.
    expect((await target.call('/user/info', { query: { token } })).code).toBe('00000');
  });
});

describe('field limits and numbers', () => {
  it.each([
    ['/sms/addSendName', { sendName: 's'.repeat(BUILT_IN_LIMITS.sendName.sendName + 1), userId: 2 }, `sendName must be at most ${BUILT_IN_LIMITS.sendName.sendName} characters`],
    ['/sms/addPackageConf', { packageId: 'p'.repeat(65), name: 'n', userId: 2, totalNum: 1 }, 'packageId must be at most 64 characters'],
    ['/sms/addPackageConf', { packageId: 'P-1', name: 'n'.repeat(65), userId: 2, totalNum: 1 }, 'name must be at most 64 characters'],
    ['/sms/addPackageConf', { packageId: 'P-1', name: 'n', userId: 2, totalNum: MAX_SMS_COUNT + 1 }, `totalNum must be at most ${MAX_SMS_COUNT}`],
    ['/sms/addPackageConf', { packageId: 'P-1', name: 'n', userId: 2, totalNum: 1e308 }, `totalNum must be at most ${MAX_SMS_COUNT}`],
    ['/sms/addPackageConf', { packageId: { $gt: '' }, name: 'n', userId: 2, totalNum: 1 }, 'packageId must be text'],
    ['/user/addUser', { userName: 'u'.repeat(33), password: '123456' }, 'userName must be at most 32 characters'],
    ['/user/addUser', { userName: 'long-password', password: 'p'.repeat(129) }, 'password must be at most 128 characters'],
    ['/user/addUser', { userName: 'describer', password: '123456', description: 'd'.repeat(257) }, 'description must be at most 256 characters'],
    ['/vue-element-admin/article/create', { title: 't'.repeat(201) }, 'title must be at most 200 characters'],
    ['/vue-element-admin/article/create', { title: 't', platforms: Array.from({ length: 11 }, () => 'p') }, 'platforms must be a list of at most 10 names'],
    ['/vue-element-admin/article/create', { title: 't', timestamp: 1e20 }, 'timestamp must be a date between 1970 and 2200'],
    ['/vue-element-admin/role', { name: 'r'.repeat(65) }, 'name must be at most 64 characters'],
  ])('%s refuses %j', async (path, body, message) => {
    const token = await target.login('admin');
    expect(await target.call(path, { method: 'POST', token, body })).toMatchObject({ code: '40001', message });
  });

  it('the attack of the report fails: a 1 MB user name cannot be stored, and the package list stays sound', async () => {
    const token = await target.login('admin');
    const huge = await target.call('/user/addUser', { method: 'POST', token, body: { userName: 'x'.repeat(1024 * 1024), password: '123456' } });
    expect(huge).toMatchObject({ status: 413, code: '41300' });
    const list = await target.call<unknown[]>('/sms/packageConf-list', { token });
    expect(list.code).toBe('00000');
    expect(list.data).toHaveLength(25);
  });

  it('article lists are paged with at most 100 rows', async () => {
    const token = await target.login('editor');
    const page = await target.call<{ items: unknown[]; total: number }>('/vue-element-admin/article/list', { token, query: { limit: 100000 } });
    expect(page.data.items).toHaveLength(100);
    expect(page.data.total).toBe(100);
  });
});
