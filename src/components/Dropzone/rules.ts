/** Pure rules of the dropzone: which dropped files are taken and why the others are refused. */
import demoEditorsTexts from '../../kernel/texts/sections/demoEditors';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoEditorsTexts);

export interface DropzoneRules {
  maxSizeMb: number;
  maxFiles: number;
  /** MIME patterns such as 'image/*' or 'image/png'. */
  accept: string[];
}

export const DEFAULT_DROPZONE_RULES: DropzoneRules = { maxSizeMb: 2, maxFiles: 3, accept: ['image/*'] };

export type RefusalReason = 'notAccepted' | 'tooLarge' | 'tooMany';

export interface Refused<F> {
  file: F;
  reason: RefusalReason;
}

export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

export function matchesAccept(type: string, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  return accept.some((pattern) =>
    pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern,
  );
}

export function maxSizeBytes(rules: DropzoneRules): number {
  return rules.maxSizeMb * 1024 * 1024;
}

/**
 * Checks each file in order: type, then size, then whether a slot is left (`existing` files already
 * taken count against maxFiles).
 */
export function checkDrop<F extends FileFacts>(
  files: readonly F[],
  existing: number,
  rules: DropzoneRules = DEFAULT_DROPZONE_RULES,
): { accepted: F[]; refused: Refused<F>[] } {
  const accepted: F[] = [];
  const refused: Refused<F>[] = [];
  for (const file of files) {
    if (!matchesAccept(file.type, rules.accept)) refused.push({ file, reason: 'notAccepted' });
    else if (file.size > maxSizeBytes(rules)) refused.push({ file, reason: 'tooLarge' });
    else if (existing + accepted.length >= rules.maxFiles) refused.push({ file, reason: 'tooMany' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** The i18n key and arguments that explain a refusal. */
export function refusalMessage(refusal: Refused<FileFacts>, rules: DropzoneRules): { key: string; args: Record<string, string | number> } {
  const name = refusal.file.name;
  switch (refusal.reason) {
    case 'notAccepted':
      return { key: 'demoEditors.dropzone.notImage', args: { name } };
    case 'tooLarge':
      return { key: 'demoEditors.dropzone.tooLarge', args: { name, size: rules.maxSizeMb } };
    case 'tooMany':
      return { key: 'demoEditors.dropzone.tooMany', args: { name, count: rules.maxFiles } };
  }
}
