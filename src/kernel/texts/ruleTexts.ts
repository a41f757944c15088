/**
 * The English texts a rule's message may name, and nothing else of the catalogue: the value rules'
 * (engineRules), the server's own refusals (serverRules, with the `crud.apiText.*` wording of the
 * '40001' message) and the built-in resources' (resources: `crud.required`, `packageConf.*`,
 * `user.*`). The server words a refusal from these alone.
 */
import engineRules from './sections/engineRules';
import resources from './sections/resources';
import serverRules from './sections/serverRules';
import typeRules from './sections/typeRules';
import { mergeCatalogues, type Catalogue } from './translate';

export const ENGLISH_RULE_TEXTS: Catalogue = mergeCatalogues(resources.en, engineRules.en, typeRules.en, serverRules.en);
