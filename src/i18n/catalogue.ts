/** The admin's full catalogues: every feature section, merged. Add a section file and a line here. */
import common from './sections/common';
import login from './sections/login';
import admin from './sections/admin';
import { mergeCatalogues, type Catalogue, type Language, type Section } from './translate';

export const sections: Section[] = [common, login, admin];

export function catalogueFor(language: Language): Catalogue {
  return mergeCatalogues(...sections.map((section) => section[language]));
}
