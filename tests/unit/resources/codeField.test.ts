/**
 * The `code` field type in the format: its `language` is one of CODE_LANGUAGES (a clear message
 * otherwise), only a code field takes one, a json code's default must parse, and the value's
 * shape (the form's and the server's one check): long text, JSON text when the language is json.
 */
import { describe, expect, it } from 'vitest';
import { checkResourceFiles } from '../../../src/kernel/check/checkFile';
import { CODE_LANGUAGES, LONG_TEXT_CAP } from '../../../src/kernel/format/definition/names';
import { FIELD_TYPE_DOCS } from '../../../src/kernel/format/fieldTypeDocs';
import { parseResourceFile } from '../../../src/kernel/format/parse';
import { resources } from '../../../src/kernel/resources/registry';
import { typeShapeError } from '../../../src/kernel/rules/typeShapes';
import type { FieldSchema } from '../../../src/kernel/types';

function problemsOf(fields: unknown[]) {
  const checked = checkResourceFiles([{ file: 'resources/snippet.json', json: { name: 'snippet', label: 'Snippets', fields } }], resources);
  return checked[0]?.problems.map((problem) => [problem.key, problem.kind, problem.severity, problem.message]) ?? [];
}

describe('the code field in a resource file', () => {
  it('accepts a code field in each language, and without one', () => {
    expect(CODE_LANGUAGES).toEqual(['json', 'sql', 'javascript', 'html', 'css', 'markdown']);
    const fields = [{ source: 'plain', type: 'code' }, ...CODE_LANGUAGES.map((language) => ({ source: language, type: 'code', language }))];
    expect(problemsOf(fields)).toEqual([]);
    const parsed = parseResourceFile({ name: 'snippet', fields: [{ source: 'query', type: 'code', language: 'sql', maxLength: 2000 }] }, 'snippet.json');
    expect(parsed.schema?.fields.find((field) => field.source === 'query')).toMatchObject({ type: 'code', language: 'sql', maxLength: 2000 });
  });

  it('refuses an unknown language, naming the known ones', () => {
    expect(problemsOf([{ source: 'script', type: 'code', language: 'python' }])).toEqual([
      ['fields.script.language', 'notOneOf', 'error', 'Expected one of "json", "sql", "javascript", "html", "css", "markdown"'],
    ]);
  });

  it('refuses a language on another type, and a json default that does not parse', () => {
    expect(
      problemsOf([
        { source: 'note', type: 'text', language: 'sql' },
        { source: 'settings', type: 'code', language: 'json', defaultValue: '{oops' },
        { source: 'query', type: 'code', language: 'sql', defaultValue: 'SELECT 1' },
      ]),
    ).toEqual([
      ['fields.note.language', 'keyNotForType', 'error', "'language' does not apply to a text field (only to code)"],
      ['fields.settings.defaultValue', 'defaultWrongType', 'error', 'defaultValue "{oops" is not a string holding JSON, as a code field needs'],
    ]);
  });

  it('is documented with its options', () => {
    expect(FIELD_TYPE_DOCS.code.description).toContain('`language`');
  });
});

describe("a code value's shape", () => {
  const code = (extra: Partial<FieldSchema> = {}): FieldSchema => ({ source: 'body', type: 'code', ...extra });

  it('takes any text in a language other than json, up to its limit', () => {
    expect(typeShapeError(code({ language: 'sql' }), '{ not json')).toBeUndefined();
    expect(typeShapeError(code(), 'x'.repeat(LONG_TEXT_CAP))).toBeUndefined();
    expect(typeShapeError(code(), 'x'.repeat(LONG_TEXT_CAP + 1))).toEqual({ message: 'crud.tooLong', args: { max: LONG_TEXT_CAP } });
    expect(typeShapeError(code({ maxLength: 5 }), 'SELECT')).toEqual({ message: 'crud.tooLong', args: { max: 5 } });
    expect(typeShapeError(code(), 42)).toEqual({ message: 'crud.badItem' });
  });

  it('must parse as JSON when the language is json', () => {
    expect(typeShapeError(code({ language: 'json' }), '{\n  "retries": 3\n}')).toBeUndefined();
    expect(typeShapeError(code({ language: 'json' }), '"just a string"')).toBeUndefined();
    expect(typeShapeError(code({ language: 'json' }), '{"retries": 3,}')).toEqual({ message: 'crud.badJson' });
    expect(typeShapeError(code({ language: 'json' }), "{'a': 1}")).toEqual({ message: 'crud.badJson' });
  });
});
