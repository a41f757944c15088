/** What a broken resource file still tells: its name, label, route and roles, when it says them. */
import type { SchemaProblem } from '../../kernel/check/problems';
import type { FileFailure } from '../../providers/resourceFiles';
import type { BrokenFile } from './types';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function routeOf(value: unknown): BrokenFile['route'] {
  if (!isObject(value)) return undefined;
  const parent = text(value.parent);
  const path = text(value.path);
  return parent && path && /^[\w-]+$/.test(path) ? { parent, path, name: text(value.name) } : undefined;
}

export function brokenFile(file: string, json: unknown, problems: SchemaProblem[], failure?: FileFailure): BrokenFile {
  const raw = isObject(json) ? json : {};
  const roles = Array.isArray(raw.roles) && raw.roles.every((role) => typeof role === 'string') && raw.roles.length > 0 ? raw.roles : ['admin'];
  return { file, name: text(raw.name), label: text(raw.label), route: routeOf(raw.route), roles, failure, problems };
}
