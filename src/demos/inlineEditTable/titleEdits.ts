/** Row title editing of the inline-edit table: editing / not editing, OK keeps, cancel restores. */
export interface TitleEdit {
  /** The title the row shows (the original until an edit is confirmed). */
  title: string;
  /** The text in the input while editing. */
  draft: string;
  editing: boolean;
}

export type TitleEdits = Readonly<Record<number, TitleEdit>>;

export type TitleEditAction =
  | { type: 'start'; id: number; title: string }
  | { type: 'change'; id: number; draft: string }
  | { type: 'confirm'; id: number }
  | { type: 'cancel'; id: number };

/** A draft can be kept when it is not blank. */
export function canConfirm(edit: TitleEdit | undefined): boolean {
  return !!edit?.editing && edit.draft.trim() !== '';
}

export function titleEditsReducer(state: TitleEdits, action: TitleEditAction): TitleEdits {
  const current = state[action.id];
  switch (action.type) {
    case 'start':
      return { ...state, [action.id]: { title: current?.title ?? action.title, draft: current?.title ?? action.title, editing: true } };
    case 'change':
      return current?.editing ? { ...state, [action.id]: { ...current, draft: action.draft } } : state;
    case 'confirm':
      return current && canConfirm(current)
        ? { ...state, [action.id]: { title: current.draft, draft: current.draft, editing: false } }
        : state;
    case 'cancel':
      return current?.editing ? { ...state, [action.id]: { ...current, draft: current.title, editing: false } } : state;
  }
}

/** The title a row shows: the kept edit, else the article's own. */
export function shownTitle(edits: TitleEdits, id: number, original: string): string {
  return edits[id]?.title ?? original;
}
