/**
 * The pages' own texts, registered when a page's chunk loads. A lazily loaded page (or a component
 * only such pages use) calls `registerSection` at module level: React.lazy renders the page only
 * once its module has run, so its texts are in the catalogue before its first `translate`. The
 * i18nProvider reads `pageTextsVersion` to rebuild its phrases after a registration, in the
 * language in use; a later language switch builds them with every section registered so far.
 */
import type { Section } from '../kernel/texts/translate';

const registered = new Set<Section>();
let version = 0;

export function registerSection(...sections: Section[]): void {
  for (const section of sections) {
    if (registered.has(section)) continue;
    registered.add(section);
    version += 1;
  }
}

export const registeredSections = (): Section[] => [...registered];

/** Grows with each new section: the provider compares it with the one its phrases were built at. */
export const pageTextsVersion = (): number => version;
