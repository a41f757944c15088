/** The editor's content, kept in this browser so a reload keeps the work (through the session module). */
import { readLocal, writeLocal } from '../../providers/session';
import { EXAMPLE_JSON } from './template';

const DRAFT_KEY = 'schema-lab.draft';

export const loadDraft = (): string => readLocal(DRAFT_KEY) ?? EXAMPLE_JSON;

export const saveDraft = (text: string): void => writeLocal(DRAFT_KEY, text);
