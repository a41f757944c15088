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
}

export const defaultConfig: AppConfig = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api',
  successCodes: ['00000', 20000],
  requestTimeoutMs: 5000,
  loginTimeoutMs: 30000,
  siteTitle: 'SMS Admin',
  mock: import.meta.env.VITE_MOCK === 'true',
};

let current: AppConfig = defaultConfig;

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
