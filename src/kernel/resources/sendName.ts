import { resolveResource } from '../format/resolve';
import type { ResourceFile } from '../format/resourceFile';
import file from './json/sendName.json';

/** Sender names, each linked to a user; who may use them: the file's roles. */
export const sendName = resolveResource(file as ResourceFile);
