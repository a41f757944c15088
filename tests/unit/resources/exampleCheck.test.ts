/** The example resource files pass the console's start-up check, once their texts are merged. */
import { describe, expect, it } from 'vitest';
import { mergeCatalogues, type Catalogue } from '../../../src/kernel/texts/translate';
import { checkSchemas } from '../../../src/kernel/check/check';
import { checkResourceFiles } from '../../../src/kernel/check/checkFile';
import { parseResourceFile } from '../../../src/kernel/format/parse';
import { resources } from '../../../src/kernel/resources/registry';
import type { FieldSchema } from '../../../src/kernel/types';
import { startupEnv } from '../../../src/shell/schemaCheck';
import example from '../../../public/resources/example.json';
import campaign from '../../../public/resources/campaign.json';

const EXAMPLES: Array<[string, unknown]> = [
  ['example.json', example],
  ['campaign.json', campaign],
];

describe.each(EXAMPLES)('public/resources/%s', (file, json) => {
  it('has no problem beside the built-in resources', () => {
    const { schema, problems } = parseResourceFile(json, file);
    expect(problems).toEqual([]);
    if (!schema) throw new Error(`${file} does not parse`);
    const env = startupEnv();
    const withTexts = (language: 'en' | 'zh'): Catalogue => mergeCatalogues(env.catalogues[language], schema.texts?.[language] ?? {});
    expect(checkSchemas([...resources, schema], { ...env, catalogues: { en: withTexts('en'), zh: withTexts('zh') } })).toEqual([]);
  });

  it('has no problem in the one check of files the console, the server and the lab run, even beside the other example', () => {
    const checked = checkResourceFiles(EXAMPLES.map(([name, content]) => ({ file: name, json: content })), resources);
    const own = checked.find((entry) => entry.file === file);
    expect(own?.problems).toEqual([]);
    expect(own?.schema).toBeDefined();
  });
});

describe('public/resources/campaign.json', () => {
  const { schema } = parseResourceFile(campaign, 'campaign.json');
  const types = (fields: readonly FieldSchema[]): string[] => fields.flatMap((field) => [field.type, ...types(field.fields ?? [])]);

  it('shows what the second example is there to show: tabs or steps, an array of objects, markdown, json code, an image, a date range, tags, a colour, a rating and a many-to-many reference', () => {
    expect(['tabs', 'steps']).toContain(schema?.form?.layout);
    expect(types(schema?.fields ?? [])).toEqual(expect.arrayContaining(['array', 'markdown', 'code', 'image', 'dateRange', 'tags', 'color', 'rating', 'references']));
    expect(schema?.fields.find((field) => field.type === 'code')?.language).toBe('json');
    const steps = schema?.fields.find((field) => field.source === 'steps');
    expect(steps?.fields?.map((field) => [field.source, field.type, field.max])).toEqual([
      ['delay', 'number', 3600],
      ['message', 'textarea', undefined],
    ]);
    expect(schema?.fields.find((field) => field.type === 'references')?.reference?.resource).toBe('sendName');
  });
});
