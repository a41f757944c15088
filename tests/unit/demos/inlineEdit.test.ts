import { describe, expect, it } from 'vitest';
import { canConfirm, shownTitle, titleEditsReducer, type TitleEdits } from '../../../src/demos/inlineEditTable/titleEdits';

const start = (state: TitleEdits, title = 'Original') => titleEditsReducer(state, { type: 'start', id: 1, title });

describe('inline title editing', () => {
  it('OK keeps the edited title', () => {
    let state = start({});
    expect(state[1]).toEqual({ title: 'Original', draft: 'Original', editing: true });
    state = titleEditsReducer(state, { type: 'change', id: 1, draft: 'Changed' });
    state = titleEditsReducer(state, { type: 'confirm', id: 1 });
    expect(state[1]?.editing).toBe(false);
    expect(shownTitle(state, 1, 'Original')).toBe('Changed');
  });

  it('cancel restores the title from before the edit', () => {
    let state = start({});
    state = titleEditsReducer(state, { type: 'change', id: 1, draft: 'Changed' });
    state = titleEditsReducer(state, { type: 'cancel', id: 1 });
    expect(state[1]).toEqual({ title: 'Original', draft: 'Original', editing: false });
    expect(shownTitle(state, 1, 'Original')).toBe('Original');
  });

  it('a second edit starts from the kept title and cancel returns to it', () => {
    let state = start({});
    state = titleEditsReducer(state, { type: 'change', id: 1, draft: 'First' });
    state = titleEditsReducer(state, { type: 'confirm', id: 1 });
    state = start(state);
    expect(state[1]?.draft).toBe('First');
    state = titleEditsReducer(state, { type: 'change', id: 1, draft: 'Second' });
    state = titleEditsReducer(state, { type: 'cancel', id: 1 });
    expect(shownTitle(state, 1, 'Original')).toBe('First');
  });

  it('a blank title cannot be kept', () => {
    let state = start({});
    state = titleEditsReducer(state, { type: 'change', id: 1, draft: '   ' });
    expect(canConfirm(state[1])).toBe(false);
    expect(titleEditsReducer(state, { type: 'confirm', id: 1 })).toBe(state);
  });

  it('ignores changes, OK and cancel on a row that is not being edited', () => {
    const state: TitleEdits = {};
    expect(titleEditsReducer(state, { type: 'change', id: 2, draft: 'x' })).toBe(state);
    expect(titleEditsReducer(state, { type: 'confirm', id: 2 })).toBe(state);
    expect(titleEditsReducer(state, { type: 'cancel', id: 2 })).toBe(state);
    expect(shownTitle(state, 2, 'Own')).toBe('Own');
  });

  it('editing one row leaves the others alone', () => {
    let state = start({});
    state = titleEditsReducer(state, { type: 'start', id: 2, title: 'Two' });
    state = titleEditsReducer(state, { type: 'change', id: 2, draft: 'Deux' });
    state = titleEditsReducer(state, { type: 'confirm', id: 2 });
    expect(state[1]?.editing).toBe(true);
    expect(shownTitle(state, 2, 'Two')).toBe('Deux');
  });
});
