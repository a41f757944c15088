/**
 * Two server processes on one throw-away PostgreSQL. 20 clients round-robin
 * 1,000 mixed writes across both while one is killed (SIGKILL) and restarted on its port: every
 * acknowledged write is there afterwards, and no id was given twice. A session opened on one works
 * on the other; failed logins on both count against one limit; an upload through one is served by
 * the other; a resource file published through one is served by the other within 2 s.
 * Run by the `cluster` Vitest project (`npm run test:cluster`), on the run's PostgreSQL.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledged, call, NOTE, type Answer } from './clusterApi';
import { createDeployment, type Deployment, type Instance } from './instances';
import { PNG } from '../fixtures/images';

const WRITES = 1000;
const CLIENTS = 20;
const KILL_AFTER = 300;

async function login(origin: string, userName = 'admin', password = '111111'): Promise<Answer | undefined> {
  return call(origin, '/user/login', { method: 'POST', body: { userName, password } });
}

let deployment: Deployment;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  deployment = await createDeployment({ note: NOTE });
  // One after the other: the first migrates and seeds the empty database.
  a = await deployment.start();
  b = await deployment.start();
});

afterAll(async () => {
  await deployment?.dispose();
});

describe('two instances on one PostgreSQL', () => {
  it('keeps every acknowledged write of 20 clients while one instance is killed and restarted', async () => {
    const token = (await login(a.origin))?.data as string;
    expect(typeof token).toBe('string');
    const origins = [a.origin, b.origin];

    /** Notes: id -> the titles it may have now (one when every write to it was acknowledged). */
    const notes = new Map<number, { titles: Set<string>; deleted: 'yes' | 'no' | 'maybe' }>();
    const createdIds: number[] = [];
    const sendNames = new Map<number, Set<string>>();
    let issued = 0;
    let acked = 0;
    let killed: Promise<void> | undefined;

    const client = async (index: number): Promise<void> => {
      const mine: number[] = [];
      const myNames: number[] = [];
      while (issued < WRITES) {
        const n = issued++;
        if (n === KILL_AFTER) killed = a.kill('SIGKILL').then(() => a.restart());
        const origin = origins[n % 2] ?? a.origin;
        const pick = n % 10;
        const title = `c${index}-w${n}`;
        if (pick < 4 || mine.length === 0) {
          const answer = await call(origin, '/note', { method: 'POST', token, body: { title } });
          if (acknowledged(answer)) {
            const id = (answer.data as { id: number }).id;
            createdIds.push(id);
            notes.set(id, { titles: new Set([title]), deleted: 'no' });
            mine.push(id);
            acked++;
          }
        } else if (pick < 6) {
          const id = mine[n % mine.length] ?? 0;
          const note = notes.get(id);
          const answer = await call(origin, `/note/${id}`, { method: 'PUT', token, body: { title } });
          if (note && acknowledged(answer)) {
            note.titles = new Set([title]);
            acked++;
          } else if (note && answer === undefined) note.titles.add(title);
        } else if (pick < 7) {
          const id = mine.pop() ?? 0;
          const note = notes.get(id);
          const answer = await call(origin, `/note/${id}`, { method: 'DELETE', token });
          if (note && acknowledged(answer)) {
            note.deleted = 'yes';
            acked++;
          } else if (note && answer === undefined) note.deleted = 'maybe';
        } else if (pick < 9 || myNames.length === 0) {
          const answer = await call(origin, '/sms/addSendName', { method: 'POST', token, body: { sendName: title, userId: 1 } });
          if (acknowledged(answer)) {
            const id = (answer.data as { id: number }).id;
            sendNames.set(id, new Set([title]));
            myNames.push(id);
            acked++;
          }
        } else {
          const id = myNames[n % myNames.length] ?? 0;
          const answer = await call(origin, '/sms/update-sendName', { method: 'PUT', token, body: { id, sendName: title, userId: 1 } });
          const names = sendNames.get(id);
          if (names && acknowledged(answer)) {
            sendNames.set(id, new Set([title]));
            acked++;
          } else if (names && answer === undefined) names.add(title);
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
    await killed;
    // Writes to the killed instance went unanswered; the rest were acknowledged.
    expect(acked).toBeGreaterThan(WRITES / 2);
    expect(acked).toBeLessThan(WRITES);

    expect(new Set(createdIds).size).toBe(createdIds.length);
    const db = new pg.Client({ connectionString: deployment.databaseUrl });
    await db.connect();
    try {
      const rows = new Map((await db.query<{ id: number; title: string }>('select id, title from res_note')).rows.map((row) => [row.id, row.title]));
      for (const [id, note] of notes) {
        if (note.deleted === 'yes') expect(rows.has(id), `note ${id} deleted`).toBe(false);
        else if (note.deleted === 'no') expect(note.titles.has(rows.get(id) ?? '(missing)'), `note ${id}: ${rows.get(id)} in ${[...note.titles].join(',')}`).toBe(true);
      }
      const names = new Map((await db.query<{ id: number; sendName: string }>('select id, "sendName" from "sendNames"')).rows.map((row) => [row.id, row.sendName]));
      for (const [id, titles] of sendNames) expect(titles.has(names.get(id) ?? '(missing)'), `sendName ${id}`).toBe(true);
    } finally {
      await db.end();
    }
    // The restarted instance answers again on its port.
    expect((await call(a.origin, '/ready'))?.status).toBe(200);
  });

  it('serves a session opened on one instance on the other', async () => {
    const token = (await login(a.origin))?.data as string;
    expect(await call(b.origin, '/user/option-list', { token })).toMatchObject({ status: 200, code: '00000' });
    expect((await call(b.origin, '/vue-element-admin/user/logout', { method: 'POST', token }))?.status).toBe(200);
    expect(await call(a.origin, '/user/option-list', { token })).toMatchObject({ code: 50008 });
  });

  // Needs the login throttle in the database (the state helper's branch).
  it('counts failed logins on both instances against one limit', async () => {
    const answers: Array<Answer | undefined> = [];
    for (let attempt = 0; attempt < 6; attempt++) answers.push(await login(attempt % 2 === 0 ? a.origin : b.origin, 'editor', `wrong-${attempt}`));
    expect(answers.slice(0, 5).every((answer) => answer?.code !== '42900')).toBe(true);
    expect(answers[5]).toMatchObject({ status: 429, code: '42900' });
  });

  // Needs the uploads' bytes in the database (the state helper's branch).
  it('serves an upload made through one instance from the other', async () => {
    const token = (await login(a.origin))?.data as string;
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const uploaded = (await (await fetch(`${a.origin}/api/upload/image`, { method: 'POST', headers: { Token: token }, body: form })).json()) as { data: { url: string } };
    const served = await fetch(`${b.origin}${uploaded.data.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(PNG));
  });

  // Needs PUT /api/_resources/<name> (the schema helper's branch).
  it('serves a resource file published through one instance from the other within 2 s', async () => {
    const token = (await login(a.origin))?.data as string;
    const memo = { ...NOTE, name: 'memo', label: 'Memos', route: { parent: '/table', path: 'memo', name: 'Memos' } };
    const published = await fetch(`${a.origin}/api/_resources/memo`, { method: 'PUT', headers: { Token: token, 'Content-Type': 'application/json' }, body: JSON.stringify(memo) });
    expect(published.status).toBe(200);
    const started = Date.now();
    let answer: Answer | undefined;
    while (Date.now() - started < 2000) {
      answer = await call(b.origin, '/memo', { token });
      if (answer?.status === 200) break;
      await new Promise((wait) => setTimeout(wait, 100));
    }
    expect(answer).toMatchObject({ status: 200 });
  });
});
