/**
 * The check's pure environment (src/kernel/check/checkEnv.ts) names what the console really has: the
 * route table's groups and pages, the icons, and the cells, inputs, actions and toolbar extensions
 * its pages register. The server and resources:check read these names without loading React.
 */
import { describe, expect, it } from 'vitest';
import { knownActionNames, knownToolbarNames } from '../../../src/crud/actions/registry';
import { knownCellNames } from '../../../src/crud/cells/registry';
import { knownInputNames } from '../../../src/crud/inputs/registry';
import '../../../src/pages/article/articleExtensions';
import '../../../src/pages/users/userExtensions';
import { checkSchemas } from '../../../src/kernel/check/check';
import { checkEnv } from '../../../src/kernel/check/checkEnv';
import { RESOURCE_ICONS } from '../../../src/resources/icons';
import { ICON_NAMES } from '../../../src/kernel/names/iconNames';
import { resources } from '../../../src/kernel/resources/registry';
import { RESERVED_PATHS, ROUTE_PARENTS } from '../../../src/kernel/routes/groupNames';
import { reservedPaths, resourceParents } from '../../../src/routes/routeTable';

const sorted = (names: Iterable<string> | undefined) => [...(names ?? [])].sort();

describe('the check environment, as names', () => {
  it('has the route table groups and pages', () => {
    expect(sorted(ROUTE_PARENTS)).toEqual(sorted(resourceParents));
    expect(sorted(RESERVED_PATHS)).toEqual(sorted(reservedPaths));
  });

  it('has the icons the UI resolves', () => {
    expect(sorted(ICON_NAMES)).toEqual(sorted(Object.keys(RESOURCE_ICONS)));
  });

  it('has the cells, inputs, actions and toolbar extensions the pages register', () => {
    const env = checkEnv();
    expect(sorted(env.knownCells)).toEqual(sorted(knownCellNames()));
    expect(sorted(env.knownInputs)).toEqual(sorted(knownInputNames()));
    expect(sorted(env.knownActions)).toEqual(sorted(knownActionNames()));
    expect(sorted(env.knownToolbars)).toEqual(sorted(knownToolbarNames()));
  });

  it('passes the built-in resources', () => {
    expect(checkSchemas(resources, checkEnv())).toEqual([]);
  });
});
