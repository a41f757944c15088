/** What the start-up makes of the resource files config.json lists. Types only. */
import type { RuntimeTexts } from '../../kernel/texts/runtimeTexts';
import type { FileFailure } from '../../providers/resourceFiles';
import type { SchemaProblem } from '../../kernel/check/problems';
import type { ResourceSchema } from '../../kernel/types';

/** A file read, parsed and checked: its resource joins the console. */
export interface RuntimeFile {
  file: string;
  schema: ResourceSchema;
  /** No `endpoints`: served by REST convention (convention.ts). */
  conventional: boolean;
  texts: RuntimeTexts;
}

/** A file the console could not use: the error page names it and each problem. */
export interface BrokenFile {
  file: string;
  /** When the file says it (to place the error page where the resource would be). */
  name?: string;
  label?: string;
  route?: { parent: string; path: string; name?: string };
  /** Who sees the error page: the file's roles, else admin only. */
  roles: string[];
  failure?: FileFailure;
  problems: SchemaProblem[];
}

export interface RuntimeLoad {
  files: RuntimeFile[];
  broken: BrokenFile[];
}

export const NO_RUNTIME: RuntimeLoad = { files: [], broken: [] };
