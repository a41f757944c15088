/**
 * Limits and patterns no resource file states (a file's own `maxLength` is read from it: limits.ts).
 * Pure data, no imports: the Node server loads it too.
 */

/** Phone numbers: 6 to 15 digits, optionally starting with +. */
export const PHONE_PATTERN = /^\+?\d{6,15}$/;

/** Largest SMS count of a package (totalNum, remainNum). */
export const MAX_SMS_COUNT = 1_000_000_000;

export const PASSWORD_MIN = 6;

export const FIELD_LIMITS = {
  /** The user API's description, which the user page does not edit. */
  user: { description: 256 },
  article: {
    title: 200,
    author: 64,
    reviewer: 64,
    content_short: 500,
    content: 100_000,
    display_time: 32,
    image_uri: 2048,
    remark: 2000,
    platform: 32,
    platforms: 10,
  },
  role: { name: 64, description: 256, routes: 200 },
} as const;

/**
 * Most records a collection may hold through the API (seeding for tests and the benchmark may go
 * up to 1,000,000 package configurations). Keeps every list answer bounded.
 */
export const MAX_RECORDS = {
  packageConf: 1_000_000,
  sendName: 100_000,
  user: 10_000,
  article: 10_000,
  role: 100,
} as const;
