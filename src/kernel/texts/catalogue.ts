/**
 * Every section: the shell's (shellCatalogue.ts) and the pages' own, which the console registers
 * when a page's chunk loads (src/providers/pageTexts.ts). For what must see the whole catalogue at
 * once: the tests that hold both languages to the same keys and the code to keys that exist.
 * Add a page's section file and a line here; a section the shell needs goes to shellCatalogue.ts.
 */
import demoCharts from './sections/demoCharts';
import demoEditors from './sections/demoEditors';
import demoWidgets from './sections/demoWidgets';
import schemaLab from './sections/schemaLab';
import apiDocs from './sections/apiDocs';
import publishedResources from './sections/publishedResources';
import rolesTokens from './sections/rolesTokens';
import webhooks from './sections/webhooks';
import rolePage from './sections/rolePage';
import rolePermissions from './sections/rolePermissions';
import audit from './sections/audit';
import bulkImport from './sections/bulkImport';
import versions from './sections/versions';
import liveLists from './sections/liveLists';
import { shellSections } from './shellCatalogue';
import { mergeCatalogues, type Catalogue, type Language, type Section } from './translate';

/** The sections that load with their page, not with the shell. */
export const pageSections: Section[] = [
  audit,
  bulkImport,
  versions,
  liveLists,
  demoCharts,
  demoEditors,
  demoWidgets,
  schemaLab,
  apiDocs,
  publishedResources,
  rolesTokens,
  webhooks,
  rolePage,
  rolePermissions,
];

export const allSections: Section[] = [...shellSections, ...pageSections];

/** A language's whole catalogue, every page's texts included. */
export function catalogueFor(language: Language): Catalogue {
  return mergeCatalogues(...allSections.map((section) => section[language]));
}
