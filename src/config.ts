/**
 * Runtime settings. One production build serves every environment: `config.json`, served beside
 * index.html, is read once at start and overrides the build-time defaults below.
 */
export interface AppConfig {
  /** Base URL of the service API; requests go to `${apiBaseUrl}${path}`. */
  apiBaseUrl: string;
  /** Envelope codes that mean success ('00000' for the service, 20000 for the template mocks). */
  successCodes: Array<string | number>;
  /** Deadline of every request, in milliseconds. */
  requestTimeoutMs: number;
  /** Deadline of the login requests (login and the user info after it): a slow link must not cut them. */
  loginTimeoutMs: number;
  /** Site title; the document title is '{page title} - {site title}'. */
  siteTitle: string;
  /** Serve the API from an in-browser mock (MSW worker). Off unless configured. */
  mock: boolean;
  /**
   * Resource files (JSON) loaded at start, relative to index.html: `["resources/blacklist.json"]`.
   * Absolute URLs, `..` segments and other extensions are refused (and logged).
   */
  resources: string[];
}

export const defaultConfig: AppConfig = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api',
  successCodes: ['00000', 20000],
  requestTimeoutMs: 5000,
  loginTimeoutMs: 30000,
  siteTitle: 'SMS Admin',
  mock: import.meta.env.VITE_MOCK === 'true',
  resources: [],
};

let current: AppConfig = defaultConfig;

/** Why a `resources` entry is refused, or undefined when it is a relative path to a .json file. */
export function resourceFileProblem(entry: unknown): string | undefined {
  if (typeof entry !== 'string' || entry.trim() === '') return 'not a path';
  if (/^[a-z][a-z\d+.-]*:/i.test(entry) || entry.startsWith('//')) return 'an absolute URL';
  if (entry.startsWith('/') || entry.includes('\\')) return 'not relative to index.html';
  if (entry.split('/').some((segment) => segment === '..' || segment === '.' || segment === '')) return "a path with '..', '.' or an empty segment";
  if (/[%?#]/.test(entry)) return 'a path with an escape, query or fragment';
  if (!/\.json$/i.test(entry)) return 'not a .json file';
  return undefined;
}

/** The valid entries of `resources`, each once; refused ones are logged with the reason. */
function acceptedResourceFiles(entries: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const problem = resourceFileProblem(entry);
    if (problem) console.error(`config.json resources: ${JSON.stringify(entry)} is refused (${problem})`);
    else if (!out.includes(entry as string)) out.push(entry as string);
  }
  return out;
}

export function getConfig(): AppConfig {
  return current;
}

export function setConfig(next: Partial<AppConfig>): AppConfig {
  current = { ...current, ...pickKnown(next) };
  return current;
}

function pickKnown(input: Partial<AppConfig>): Partial<AppConfig> {
  const out: Partial<AppConfig> = {};
  if (typeof input.apiBaseUrl === 'string') out.apiBaseUrl = input.apiBaseUrl.replace(/\/+$/, '');
  if (Array.isArray(input.successCodes)) out.successCodes = input.successCodes;
  if (typeof input.requestTimeoutMs === 'number' && input.requestTimeoutMs > 0) {
    out.requestTimeoutMs = input.requestTimeoutMs;
  }
  if (typeof input.loginTimeoutMs === 'number' && input.loginTimeoutMs > 0) out.loginTimeoutMs = input.loginTimeoutMs;
  if (typeof input.siteTitle === 'string') out.siteTitle = input.siteTitle;
  if (typeof input.mock === 'boolean') out.mock = input.mock;
  if (Array.isArray(input.resources)) out.resources = acceptedResourceFiles(input.resources);
  return out;
}

/** Reads `config.json` beside index.html; a missing or broken file keeps the defaults. */
export async function loadConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<AppConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) setConfig((await response.json()) as Partial<AppConfig>);
  } catch {
    // No config.json (or not JSON): the build-time defaults stand.
  }
  return current;
}
