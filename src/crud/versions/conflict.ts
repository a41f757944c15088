/** A save refused because the record changed since it was read: the stored version and the words for it. */
import { STALE_VERSION_CODE, storedVersionIn, type StoredVersion } from '../../kernel/http/versions';
import { writeDateText } from '../dateText';
import versionsTexts from '../../kernel/texts/sections/versions';
import { registerSection } from '../../providers/pageTexts';

registerSection(versionsTexts);

/** The stored version a refused save names, or undefined when the refusal is another one. */
export function conflictOf(error: unknown): StoredVersion | undefined {
  const { code, data } = (error ?? {}) as { code?: unknown; data?: unknown };
  return String(code) === STALE_VERSION_CODE ? storedVersionIn(data) : undefined;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "This record was changed by admin at 2026-11-26 17:20:03 since you opened it." (local time). */
export function conflictText(translate: Translate, stored: StoredVersion): string {
  const at = stored._updatedAt ? new Date(stored._updatedAt) : undefined;
  const time = (at && !Number.isNaN(at.getTime()) && writeDateText(at)) || stored._updatedAt || '?';
  return stored._updatedBy ? translate('versions.conflict', { user: stored._updatedBy, time }) : translate('versions.conflictNoUser', { time });
}
