/** Catalogue look-up shared by the light login bundle and the admin's i18nProvider. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

export type Language = 'en' | 'zh';
export const LANGUAGES: Language[] = ['en', 'zh'];
export const LANGUAGE_KEY = 'language';

export interface TranslateOptions {
  /** Text to use when the key is missing (polyglot's convention). */
  _?: string;
  [variable: string]: unknown;
}

export function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(text: string, options: TranslateOptions = {}): string {
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in options && options[name] !== undefined ? String(options[name]) : whole,
  );
}

export function createTranslator(catalogue: Catalogue) {
  return (key: string, options: TranslateOptions = {}): string =>
    interpolate(lookup(catalogue, key) ?? options._ ?? key, options);
}

export function mergeCatalogues(...catalogues: Catalogue[]): Catalogue {
  const out: Catalogue = {};
  for (const catalogue of catalogues) {
    for (const [key, value] of Object.entries(catalogue)) {
      const existing = out[key];
      out[key] =
        typeof value === 'object' && typeof existing === 'object'
          ? mergeCatalogues(existing, value)
          : value;
    }
  }
  return out;
}

export interface Section {
  en: Catalogue;
  zh: Catalogue;
}

/** A feature's texts in both languages; the English side holds the spec's exact wording. */
export function defineSection<T extends Catalogue>(section: { en: T; zh: T }): Section {
  return section;
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'zh';
}
