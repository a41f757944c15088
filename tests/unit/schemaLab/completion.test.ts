import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { completeAt } from '../../../src/pages/schemaLab/json/completion';
import { propertiesAt, valuesAt, type JsonSchema } from '../../../src/pages/schemaLab/json/jsonSchema';

/** A schema in the shape generators write: $defs, $ref, anyOf, descriptions, enums. */
const schema: JsonSchema = {
  type: 'object',
  required: ['name', 'fields'],
  properties: {
    name: { type: 'string', description: 'Resource name' },
    label: { type: 'string', description: 'Page title' },
    fields: { type: 'array', items: { $ref: '#/$defs/field' } },
    export: { anyOf: [{ type: 'boolean' }, { $ref: '#/$defs/export' }] },
  },
  $defs: {
    field: {
      type: 'object',
      required: ['source', 'type'],
      properties: {
        source: { type: 'string', description: 'Record key' },
        type: { enum: ['text', 'number', 'select'], description: 'Input and cell kind' },
        maxLength: { type: 'integer', description: 'Longest text accepted' },
      },
    },
    export: { type: 'object', properties: { file: { type: 'string', description: 'File name' } } },
  },
};

/** Completes at the '|' in `doc`. */
function complete(doc: string, explicit = true): CompletionResult | null {
  const pos = doc.indexOf('|');
  const state = EditorState.create({ doc: doc.replace('|', ''), extensions: [json()] });
  return completeAt(schema, new CompletionContext(state, pos, explicit));
}

const labels = (result: CompletionResult | null) => result?.options.map((option) => option.label) ?? [];

describe('schema lab completion', () => {
  it('resolves properties and values at a path through $ref and anyOf', () => {
    expect(propertiesAt(schema, ['fields', 0]).map((offer) => [offer.name, offer.description, offer.required])).toEqual([
      ['source', 'Record key', true],
      ['type', 'Input and cell kind', true],
      ['maxLength', 'Longest text accepted', false],
    ]);
    expect(propertiesAt(schema, ['export']).map((offer) => offer.name)).toEqual(['file']);
    expect(valuesAt(schema, ['fields', 3, 'type']).map((offer) => offer.value)).toEqual(['text', 'number', 'select']);
    expect(valuesAt(schema, ['export']).map((offer) => offer.value)).toEqual([true, false]);
  });

  it('offers the keys allowed in a field, with descriptions, leaving out those present', () => {
    const result = complete('{"name": "x", "fields": [{"source": "a", |}]}');
    expect(labels(result)).toEqual(['type', 'maxLength']);
    const type = result?.options.find((option) => option.label === 'type');
    expect(type).toMatchObject({ info: 'Input and cell kind', detail: 'required', apply: '"type": ' });
  });

  it('offers the top-level keys at the root, and completes a key being typed', () => {
    expect(labels(complete('{|}'))).toEqual(['name', 'label', 'fields', 'export']);
    const typing = complete('{"name": "x", "la|"}', false);
    expect(labels(typing)).toContain('label');
    expect(labels(typing)).not.toContain('name');
    expect(typing?.from).toBe('{"name": "x", '.length);
  });

  it('offers enum values in a value position', () => {
    expect(labels(complete('{"fields": [{"type": "|"}]}'))).toEqual(['"text"', '"number"', '"select"']);
    expect(labels(complete('{"fields": [{"type": |}]}'))).toEqual(['"text"', '"number"', '"select"']);
  });

  it('stays quiet on an empty position unless asked (Ctrl-Space)', () => {
    expect(complete('{|}', false)).toBeNull();
  });
});
