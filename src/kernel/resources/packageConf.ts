import { resolveResource } from '../format/resolve';
import type { ResourceFile } from '../format/resourceFile';
import file from './json/packageConf.json';

/** SMS package configurations of users. Admin only. */
export const packageConf = resolveResource(file as ResourceFile);
