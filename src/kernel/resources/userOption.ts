import { resolveResource } from '../format/resolve';
import type { ResourceFile } from '../format/resourceFile';
import file from './json/userOption.json';

/**
 * The user list behind the dropdowns. The spec does not show its path; the embedded API serves it at
 * GET /user/option-list (admin and editor). Data only: no page of its own.
 */
export const userOption = resolveResource(file as ResourceFile);
