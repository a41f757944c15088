// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { okListFrom } from '../../../server/envelope';

async function* chunks<T>(...parts: T[][]): AsyncGenerator<T[]> {
  for (const part of parts) yield part;
}

describe('okListFrom', () => {
  it('streams the chunks as one service envelope', async () => {
    const answer = okListFrom(chunks([{ id: 1 }, { id: 2 }], [], [{ id: 3 }]));
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.json()).toEqual({ code: '00000', message: 'success', data: [{ id: 1 }, { id: 2 }, { id: 3 }] });
  });

  it('answers an empty list', async () => {
    expect(await okListFrom(chunks()).json()).toEqual({ code: '00000', message: 'success', data: [] });
    expect(await okListFrom(chunks([], [])).json()).toEqual({ code: '00000', message: 'success', data: [] });
  });
});
