/** What the one check says about a file: each problem names the key and what would be right. */
import { describe, expect, it } from 'vitest';
import engineChecks from '../../../src/kernel/texts/sections/engineChecks';
import { lookup } from '../../../src/kernel/texts/translate';
import { checkResourceFile, describeFileProblem } from '../../../src/kernel/check/checkFile';
import { SEVERITY } from '../../../src/kernel/check/severity';
import { resources } from '../../../src/kernel/resources/registry';

const FILE = 'resources/notes.json';

/** The file the server served: a parent the console refuses, an unknown input, a number default "abc". */
const NOTES = {
  name: 'notes',
  label: 'Notes',
  route: { parent: '/sms', path: 'notes', name: 'Notes' },
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'body', type: 'textarea', input: 'markdown' },
    { source: 'count', type: 'number', defaultValue: 'abc' },
  ],
};

const problemsOf = (json: unknown) => checkResourceFile(FILE, json, resources).problems;

describe('the one check of a resource file', () => {
  it('refuses the issue file, naming each key and what exists instead', () => {
    const checked = checkResourceFile(FILE, NOTES, resources);
    expect(checked.schema).toBeUndefined();
    expect(checked.problems.map((problem) => [problem.file, problem.key, problem.kind, problem.severity])).toEqual([
      [FILE, 'route.parent', 'unknownParent', 'error'],
      [FILE, 'fields.body.input', 'unknownInput', 'error'],
      [FILE, 'fields.count.defaultValue', 'defaultWrongType', 'error'],
    ]);
    const [parent, input, count] = checked.problems.map(describeFileProblem);
    expect(parent).toMatch(/^resources\/notes\.json: notes › route\.parent: '\/sms' is no group .*groups: .*\/permission/);
    expect(input).toContain("No input is named 'markdown' (inputs: article.importance, user.roles)");
    expect(count).toContain('defaultValue "abc" is not a number');
  });

  it('names the icons that exist', () => {
    const [icon] = problemsOf({ ...NOTES, route: undefined, icon: 'notebook', fields: NOTES.fields.slice(0, 1) });
    expect(icon).toMatchObject({ key: 'icon', kind: 'unknownIcon' });
    expect(icon?.message).toMatch(/icons: article, badge, .*table/);
  });

  it('says what shape a pattern written as text needs, with an example', () => {
    const fields = [{ source: 'code', type: 'text', pattern: '^\\d+$' }];
    const [pattern] = problemsOf({ name: 'codes', label: 'Codes', fields });
    expect(pattern).toMatchObject({ key: 'fields.code.pattern', kind: 'expectedShape' });
    expect(pattern?.message).toBe('Expected an object, for example "pattern": {"value": "^\\\\d+$", "message": "Digits only"}');
  });

  it('checks a defaultValue against the choices and the rules of its field', () => {
    const fields = [
      { source: 'kind', type: 'select', choices: [{ id: 'a', name: 'A' }], defaultValue: 'b' },
      { source: 'code', type: 'text', maxLength: 3, defaultValue: 'long' },
      { source: 'digits', type: 'text', pattern: { value: '^\\d+$', message: 'Digits only' }, defaultValue: 'x1' },
      { source: 'fine', type: 'number', min: 1, defaultValue: 2 },
      { source: 'hidden', type: 'text', create: false, defaultValue: ['carried as it is'] },
    ];
    expect(problemsOf({ name: 'defaults', label: 'Defaults', fields }).map((problem) => [problem.key, problem.kind, problem.message])).toEqual([
      ['fields.kind.defaultValue', 'defaultNotAChoice', 'defaultValue "b" is none of the choices ("a")'],
      ['fields.code.defaultValue', 'defaultBreaksRule', 'defaultValue "long" breaks a rule of the field: At most 3 characters'],
      ['fields.digits.defaultValue', 'defaultBreaksRule', 'defaultValue "x1" breaks a rule of the field: Digits only'],
    ]);
  });

  it('keeps a warning from refusing the file', () => {
    const route = { parent: '/permission', path: 'grouped', name: 'Grouped', group: { title: 'Ignored' } };
    const checked = checkResourceFile(FILE, { ...NOTES, name: 'grouped', route, fields: NOTES.fields.slice(0, 1) }, resources);
    expect(checked.schema).toBeDefined();
    expect(checked.problems).toMatchObject([{ key: 'route.group', kind: 'groupIgnored', severity: 'warning' }]);
  });

  it('has one severity and a text in both languages for every kind of problem', () => {
    const kinds = Object.keys(SEVERITY).sort();
    for (const catalogue of [engineChecks.en, engineChecks.zh]) {
      expect(kinds.filter((kind) => lookup(catalogue, `engineChecks.problems.${kind}`) === undefined)).toEqual([]);
    }
  });
});
