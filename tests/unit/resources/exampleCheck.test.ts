/** The example resource file passes the console's start-up check, once its texts are merged. */
import { describe, expect, it } from 'vitest';
import { mergeCatalogues, type Catalogue } from '../../../src/kernel/texts/translate';
import { checkSchemas } from '../../../src/kernel/check/check';
import { parseResourceFile } from '../../../src/kernel/format/parse';
import { resources } from '../../../src/kernel/resources/registry';
import { startupEnv } from '../../../src/shell/schemaCheck';
import example from '../../../public/resources/example.json';

describe('public/resources/example.json', () => {
  it('has no problem beside the built-in resources', () => {
    const { schema } = parseResourceFile(example, 'example.json');
    if (!schema) throw new Error('example.json does not parse');
    const env = startupEnv();
    const withTexts = (language: 'en' | 'zh'): Catalogue => mergeCatalogues(env.catalogues[language], schema.texts?.[language] ?? {});
    const problems = checkSchemas([...resources, schema], { ...env, catalogues: { en: withTexts('en'), zh: withTexts('zh') } });
    expect(problems).toEqual([]);
  });
});
