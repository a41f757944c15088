/** The laid-out form body (sections, tabs, steps): loaded with a resource that lays its form out. */
import { readyLazy } from '../readyLazy';
import type { LayoutBodyProps } from './layoutProps';

export const lazyLayoutBody = readyLazy<LayoutBodyProps>(() => import('./LayoutBody').then((module) => ({ default: module.LayoutBody })));
