/**
 * A sample value of each field type for the n-th sample record, within the field's rules (min,
 * max, step, maxLength, choices, minItems, maxItems) and of the wire shape each type has (date
 * 'YYYY-MM-DD', color '#rrggbb', ...), nested through the sub-fields of `object` and `array`. The
 * Schema lab's preview shows a resource on such records; the same index gives the same value.
 * Typed by FieldType, so a new type cannot be forgotten. Pure: no clock, no randomness.
 */
import type { FieldType } from './definition/names';
import type { FieldSchema, Identifier } from '../types';

export interface SampleOptions {
  /** The ids a reference may point at (default 1 to 5). */
  referenceIds?: (reference: NonNullable<FieldSchema['reference']>) => readonly Identifier[];
}

type Sampler = (field: FieldSchema, index: number, options: SampleOptions) => unknown;

/** 2024-01-01 09:00 UTC: fixed, so the sample is the same on every run. */
const FIRST_DATE = Date.UTC(2024, 0, 1, 9, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_STEP_MS = 36 * 60 * 60 * 1000;
const DEFAULT_IDS: readonly Identifier[] = [1, 2, 3, 4, 5];
const COLORS = ['#1976d2', '#2e7d32', '#ed6c02', '#9c27b0', '#d32f2f', '#0097a7', '#5d4037', '#455a64'];
const TAG_WORDS = ['vip', 'new', 'spring', 'loyal', 'trial', 'beta'];
const SWATCHES = ['#90caf9', '#a5d6a7', '#ffcc80', '#ce93d8'];

const pad = (value: number) => String(value).padStart(2, '0');

/** A readable word from a label: 'user.userName' -> 'userName', 'Phone' -> 'Phone'. */
const labelWord = (field: FieldSchema): string => (field.label ?? field.source).split('.').pop() || field.source;

function fitText(text: string, field: Pick<FieldSchema, 'minLength' | 'maxLength'>): string {
  let out = text;
  if (field.maxLength !== undefined) out = out.slice(0, Math.max(0, field.maxLength));
  if (field.minLength !== undefined && out.length < field.minLength) out = out.padEnd(field.minLength, 'x');
  return out;
}

/** How many items a list value gets: `preferred`, within minItems and maxItems. */
function itemCount(field: FieldSchema, preferred: number): number {
  const low = field.minItems ?? 0;
  const high = field.maxItems ?? Math.max(preferred, low);
  return Math.max(low, Math.min(preferred, high));
}

/** `count` items taken in turn from `pool`, starting at the record's index. */
function cycle<T>(pool: readonly T[], index: number, count: number): T[] {
  if (pool.length === 0) return [];
  return Array.from({ length: Math.min(count, pool.length) }, (_, offset) => pool[(index + offset) % pool.length] as T);
}

function sampleNumber(field: FieldSchema, index: number): number {
  const low = Math.ceil(field.min ?? 0);
  const high = Math.floor(field.max ?? low + 999);
  if (high < low) return field.min ?? 0;
  // A stride prime to most ranges spreads the values instead of counting up.
  return low + ((index * 37) % (high - low + 1));
}

function sampleSlider(field: FieldSchema, index: number): number {
  const min = field.min ?? 0;
  const max = field.max ?? 100;
  const step = field.step && field.step > 0 ? field.step : 1;
  const steps = Math.max(0, Math.floor((max - min) / step));
  // Rounded to the step's decimals: 0.1 * 3 is 0.30000000000000004.
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number((min + ((index * 7) % (steps + 1)) * step).toFixed(decimals));
}

const day = (at: number): string => {
  const date = new Date(at);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

function sampleDatetime(field: FieldSchema, index: number): string | number {
  const at = FIRST_DATE + index * DATE_STEP_MS;
  const wire = field.format?.type === 'datetime' ? (field.format.wire ?? 'text') : 'text';
  if (wire === 'epoch') return at;
  const date = new Date(at);
  if (wire === 'iso') return date.toISOString();
  return `${day(at)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

const choiceIds = (field: FieldSchema): Identifier[] => (field.choices ?? []).map((choice) => choice.id);

const referenceIds = (field: FieldSchema, options: SampleOptions): readonly Identifier[] =>
  field.reference ? (options.referenceIds?.(field.reference) ?? DEFAULT_IDS) : [];

const escapeXml = (value: string) => value.replace(/[<>&"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** A small picture as a data URL: the preview shows it without an upload. */
function picture(index: number, caption: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="${SWATCHES[index % SWATCHES.length]}"/><text x="80" y="52" font-size="18" text-anchor="middle" fill="#263238">${escapeXml(caption)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const text: Sampler = (field, index) => fitText(`${labelWord(field)} ${index + 1}`, field);
const choice: Sampler = (field, index) => {
  const ids = choiceIds(field);
  return ids.length === 0 ? undefined : ids[index % ids.length];
};
const yesNo: Sampler = (_, index) => index % 2 === 0;

/** The sub-fields' values as one object (a sub-field without a sample is left out). */
function sampleObject(fields: readonly FieldSchema[], index: number, options: SampleOptions): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = sampleValue(field, index, options);
    if (value !== undefined) out[field.source] = value;
  }
  return out;
}

export const SAMPLERS: Readonly<Record<FieldType, Sampler>> = {
  text,
  textarea: (field, index) => fitText(`${labelWord(field)} ${index + 1}\nA second line`, field),
  password: () => undefined,
  email: (field, index) => fitText(`user${index + 1}@example.com`, field),
  url: (field, index) => fitText(`https://example.com/${field.source}/${index + 1}`, field),
  smsCode: (field, index) => fitText(String(100000 + index), field),
  number: sampleNumber,
  datetime: sampleDatetime,
  boolean: yesNo,
  switch: yesNo,
  select: choice,
  status: choice,
  reference: (field, index, options) => {
    const ids = referenceIds(field, options);
    return ids.length === 0 ? undefined : ids[index % ids.length];
  },
  date: (_, index) => day(FIRST_DATE + index * DAY_MS),
  time: (_, index) => `${pad((8 + index) % 24)}:${pad((index * 15) % 60)}`,
  dateRange: (_, index) => [day(FIRST_DATE + index * DAY_MS), day(FIRST_DATE + (index + 3 + (index % 5)) * DAY_MS)],
  slider: sampleSlider,
  rating: (field, index) => {
    const max = Number.isInteger(field.max) && (field.max ?? 0) >= 1 ? (field.max as number) : 5;
    return (index % max) + 1;
  },
  color: (_, index) => COLORS[index % COLORS.length],
  multiSelect: (field, index, options) => cycle(field.choices?.length ? choiceIds(field) : referenceIds(field, options), index, itemCount(field, 2)),
  references: (field, index, options) => cycle(referenceIds(field, options), index, itemCount(field, 2)),
  // The suggestions when there are some, as a user would mostly pick them.
  tags: (field, index) => {
    const words = field.choices?.length ? choiceIds(field).map(String) : TAG_WORDS;
    return cycle(words, index, itemCount(field, 2)).map((word) => fitText(word, { maxLength: field.maxLength }));
  },
  markdown: (field, index) => fitText(`**${labelWord(field)} ${index + 1}**\n\n- first point\n- second point`, field),
  richText: (field, index) => fitText(`<p><strong>${labelWord(field)} ${index + 1}</strong> with <em>rich</em> text</p>`, field),
  json: (_, index) => ({ sample: index + 1, enabled: index % 2 === 0, channels: ['sms'] }),
  code: (field, index) => (field.language === 'json' ? `{\n  "sample": ${index + 1}\n}` : fitText(`${labelWord(field)} ${index + 1}`, field)),
  image: (field, index) => picture(index, `${labelWord(field)} ${index + 1}`),
  images: (field, index) => Array.from({ length: itemCount(field, 2) }, (_, offset) => picture(index + offset, `${labelWord(field)} ${index + 1}.${offset + 1}`)),
  file: (field, index) => `data:text/plain,${encodeURIComponent(`${labelWord(field)} ${index + 1}`)}`,
  object: (field, index, options) => sampleObject(field.fields ?? [], index, options),
  array: (field, index, options) => Array.from({ length: itemCount(field, 2) }, (_, row) => sampleObject(field.fields ?? [], index + row, options)),
};

/** The sample value of a field for the record at `index` (0-based); undefined: the record leaves it out. */
export function sampleValue(field: FieldSchema, index: number, options: SampleOptions = {}): unknown {
  return Object.hasOwn(SAMPLERS, field.type) ? SAMPLERS[field.type](field, index, options) : undefined;
}
