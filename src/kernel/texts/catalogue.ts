/** The admin's full catalogues: every feature section, merged. Add a section file and a line here. */
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
import demoCharts from './sections/demoCharts';
import demoEditors from './sections/demoEditors';
import layout from './sections/layout';
import raChinese from './sections/raChinese';
import dashboard from './sections/dashboard';
import demoWidgets from './sections/demoWidgets';
import schemaLab from './sections/schemaLab';
import apiDocs from './sections/apiDocs';
import bulkImport from './sections/bulkImport';
import inlineEdit from './sections/inlineEdit';
import related from './sections/related';
import listViews from './sections/listViews';
import trash from './sections/trash';
import versions from './sections/versions';
import audit from './sections/audit';
import publishedResources from './sections/publishedResources';
import rolesTokens from './sections/rolesTokens';
import webhooks from './sections/webhooks';
import rolePage from './sections/rolePage';
import rolePermissions from './sections/rolePermissions';
import liveLists from './sections/liveLists';
import { mergeCatalogues, type Catalogue, type Language, type Section } from './translate';

export const sections: Section[] = [
  raChinese,
  common,
  login,
  admin,
  layout,
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
  demoCharts,
  demoEditors,
  demoWidgets,
  schemaLab,
  apiDocs,
  bulkImport,
  inlineEdit,
  related,
  listViews,
  trash,
  versions,
  audit,
  publishedResources,
  rolesTokens,
  webhooks,
  rolePage,
  rolePermissions,
  liveLists,
];

export function catalogueFor(language: Language): Catalogue {
  return mergeCatalogues(...sections.map((section) => section[language]));
}
