/**
 * The shell's catalogue: the sections every page may need before its own code has loaded (layout,
 * menu titles of every page, login, the CRUD engine's texts, react-admin's Chinese). A page's own
 * texts are not here: its section comes with the page's chunk (src/providers/pageTexts.ts), and
 * catalogue.ts holds every section for the tests.
 */
import common from './sections/common';
import login from './sections/login';
import admin from './sections/admin';
import resources from './sections/resources';
import engine from './sections/engine';
import engineCells from './sections/engineCells';
import engineHeavy from './sections/engineHeavy';
import engineChecks from './sections/engineChecks';
import engineRules from './sections/engineRules';
import formLayout from './sections/formLayout';
import serverRules from './sections/serverRules';
import typeRules from './sections/typeRules';
import typeInputs from './sections/typeInputs';
import article from './sections/article';
import layout from './sections/layout';
import pageTitles from './sections/pageTitles';
import raChinese from './sections/raChinese';
import dashboard from './sections/dashboard';
import inlineEdit from './sections/inlineEdit';
import related from './sections/related';
import listViews from './sections/listViews';
import trash from './sections/trash';
import { mergeCatalogues, type Catalogue, type Language, type Section } from './translate';

export const shellSections: Section[] = [
  raChinese,
  common,
  login,
  admin,
  layout,
  pageTitles,
  dashboard,
  resources,
  engine,
  engineCells,
  engineHeavy,
  engineChecks,
  engineRules,
  typeRules,
  typeInputs,
  formLayout,
  serverRules,
  article,
  inlineEdit,
  related,
  listViews,
  trash,
];

export function shellCatalogueFor(language: Language): Catalogue {
  return mergeCatalogues(...shellSections.map((section) => section[language]));
}
