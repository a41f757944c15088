/**
 * Security headers of the bundled server, set by Hono's secure-headers middleware. docs/security.md
 * gives the same set as an nginx snippet; keep them in step.
 */
import { secureHeaders } from 'hono/secure-headers';

/** On every answer, files and API alike (besides Hono's defaults: X-XSS-Protection: 0 and the like). */
export const securityHeaders = () =>
  secureHeaders({
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [], fullscreen: ['self'] },
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    // Served over plain HTTP on a laptop as often as behind TLS: the proxy that terminates TLS sets it.
    strictTransportSecurity: false,
  });

/** API answers are data, never a document: nothing may load or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The console's policy: scripts only from this origin, no plugins, no framing, no foreign base or
 * form targets. Styles allow inline because MUI (emotion), CodeMirror, Quill and the markdown
 * editor inject <style> elements at run time; no script can be injected that way.
 * `apiOrigin` is the origin of an absolute `apiBaseUrl` in config.json, if any.
 */
export function consoleCsp(apiOrigin?: string): string {
  const connect = ["'self'", 'data:', 'blob:', ...(apiOrigin ? [apiOrigin] : [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of an absolute API base URL, or undefined for a path like `/api`. */
export function apiOriginOf(apiBaseUrl: unknown): string | undefined {
  if (typeof apiBaseUrl !== 'string' || !/^https?:\/\//i.test(apiBaseUrl)) return undefined;
  try {
    return new URL(apiBaseUrl).origin;
  } catch {
    return undefined;
  }
}
