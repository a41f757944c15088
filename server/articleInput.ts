/** Turns an untrusted article body into an Article, keeping `base` for what is missing or malformed. */
import { FIELD_LIMITS } from '../src/kernel/rules/fieldRules';
import { formatDateTime } from './format';
import { toCount, type Body } from './parse';
import type { Article, ArticleStatus, ArticleType, Importance } from './apiTypes';

const TYPES: readonly ArticleType[] = ['CN', 'US', 'JP', 'EU'];
const STATUSES: readonly ArticleStatus[] = ['published', 'draft', 'deleted'];

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

function timestampOf(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

function importanceOf(value: unknown, fallback: Importance): Importance {
  const number = toCount(value);
  return number === 1 || number === 2 || number === 3 ? number : fallback;
}

export function blankArticle(id: number, now = Date.now()): Article {
  return {
    id,
    timestamp: now,
    title: '',
    author: 'admin',
    reviewer: '',
    content_short: '',
    content: '',
    forecast: 0,
    display_time: formatDateTime(new Date(now)),
    comment_disabled: false,
    pageviews: 0,
    image_uri: '',
    platforms: ['a-platform'],
    remark: '',
    importance: 1,
    type: 'CN',
    status: 'draft',
  };
}

export function toArticle(body: Body, base: Article): Article {
  const forecast = typeof body.forecast === 'number' ? body.forecast : Number(body.forecast);
  return {
    id: base.id,
    timestamp: timestampOf(body.timestamp, base.timestamp),
    title: text(body.title, base.title),
    author: text(body.author, base.author) || base.author,
    reviewer: text(body.reviewer, base.reviewer),
    content_short: text(body.content_short, base.content_short),
    content: text(body.content, base.content),
    forecast: body.forecast !== undefined && Number.isFinite(forecast) ? forecast : base.forecast,
    display_time: text(body.display_time, base.display_time),
    comment_disabled: typeof body.comment_disabled === 'boolean' ? body.comment_disabled : base.comment_disabled,
    pageviews: toCount(body.pageviews) ?? base.pageviews,
    image_uri: text(body.image_uri, base.image_uri),
    platforms: Array.isArray(body.platforms) ? body.platforms.filter((p): p is string => typeof p === 'string') : base.platforms,
    remark: text(body.remark, base.remark),
    importance: importanceOf(body.importance, base.importance),
    type: oneOf(TYPES, body.type, base.type),
    status: oneOf(STATUSES, body.status, base.status),
  };
}

const LIMITS = FIELD_LIMITS.article;
const TEXT_FIELDS = ['title', 'author', 'reviewer', 'content_short', 'content', 'display_time', 'image_uri', 'remark'] as const;
/** Timestamps between 1970 and 2200, in ms. */
const MAX_TIMESTAMP = 7_258_118_400_000;

/** What is wrong with an article body, or undefined: lengths, list sizes and number ranges. */
export function articleProblem(body: Body): string | undefined {
  for (const field of TEXT_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') return `${field} must be text`;
    if (value.length > LIMITS[field]) return `${field} must be at most ${LIMITS[field]} characters`;
  }
  if (body.platforms !== undefined) {
    const platforms = body.platforms;
    if (!Array.isArray(platforms) || platforms.length > LIMITS.platforms) return `platforms must be a list of at most ${LIMITS.platforms} names`;
    if (platforms.some((name) => typeof name !== 'string' || name.length > LIMITS.platform)) {
      return `each platform must be text of at most ${LIMITS.platform} characters`;
    }
  }
  const timestamp = timestampOf(body.timestamp, 0);
  if (body.timestamp !== undefined && (timestamp < 0 || timestamp > MAX_TIMESTAMP)) return 'timestamp must be a date between 1970 and 2200';
  const forecast = Number(body.forecast ?? 0);
  if (!Number.isFinite(forecast) || Math.abs(forecast) > 1e9) return 'forecast must be a number between -1000000000 and 1000000000';
  const pageviews = body.pageviews === undefined ? 0 : toCount(body.pageviews);
  if (pageviews === undefined || pageviews > 1e12) return 'pageviews must be a whole number >= 0';
  return undefined;
}
