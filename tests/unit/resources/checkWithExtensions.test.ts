/**
 * The registry's schemas against every name the pages register (cells, inputs, action dialogs and
 * handlers, toolbar extensions): at start these are unchecked because pages register lazily, so
 * this test loads the extension modules and checks every named thing a schema points at exists.
 */
import { describe, expect, it } from 'vitest';
import { knownActionNames, knownToolbarNames } from '../../../src/crud/actions/registry';
import { knownCellNames } from '../../../src/crud/cells/registry';
import { knownInputNames } from '../../../src/crud/inputs/registry';
import { checkSchemas } from '../../../src/kernel/check/check';
import { resources } from '../../../src/kernel/resources/registry';
import { startupEnv } from '../../../src/shell/schemaCheck';
import '../../../src/pages/article/articleExtensions';
import '../../../src/pages/users/userExtensions';

describe('the registry with every page extension loaded', () => {
  const env = () => ({
    ...startupEnv(),
    knownCells: knownCellNames(),
    knownActions: knownActionNames(),
    knownInputs: knownInputNames(),
    knownToolbars: knownToolbarNames(),
  });

  it('names only cells, inputs, actions and toolbar extensions that exist', () => {
    expect(checkSchemas(resources, env())).toEqual([]);
  });

  it('would report a schema naming one that does not exist', () => {
    const [first] = resources;
    const broken = { ...first, toolbar: ['noSuchExtension'], fields: first.fields.map((field, index) => (index === 0 ? { ...field, cell: 'noSuchCell', input: 'noSuchInput' } : field)) };
    const kinds = checkSchemas([broken, ...resources.slice(1)], env()).map((problem) => problem.kind);
    expect(kinds).toEqual(expect.arrayContaining(['unknownToolbar', 'unknownCell', 'unknownInput']));
  });
});
