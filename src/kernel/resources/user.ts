import { resolveResource } from '../format/resolve';
import type { ResourceFile } from '../format/resourceFile';
import file from './json/user.json';

/**
 * User management (route 'role'). Admin only. The admin account
 * keeps its phone and password; updates carry the id in the body, not the path.
 */
export const user = resolveResource(file as ResourceFile);
