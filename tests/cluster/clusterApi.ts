/**
 * What the cluster tests share: the `note` resource file they deploy, and a call to a server's API
 * that answers undefined when no answer came (connection refused or cut: a write then may or may
 * not have committed, and is not acknowledged).
 */
export const NOTE = {
  name: 'note',
  roles: ['admin', 'editor'],
  label: 'Notes',
  route: { parent: '/table', path: 'note', name: 'Notes' },
  fields: [{ source: 'title', type: 'text', required: true, maxLength: 100 }],
};

export interface Answer {
  status: number;
  code?: string | number;
  data?: unknown;
}

export async function call(origin: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<Answer | undefined> {
  try {
    const response = await fetch(`${origin}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { ...(init.token ? { Token: init.token } : {}), ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json()) as { code?: string | number; data?: unknown };
    return { status: response.status, code: body.code, data: body.data };
  } catch {
    return undefined;
  }
}

/** A success answer of either envelope (the REST convention's '00000', the template's 20000). */
export const acknowledged = (answer: Answer | undefined): answer is Answer => answer?.status === 200 && (answer.code === '00000' || answer.code === 20000);
