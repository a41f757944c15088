/**
 * Pure list operations of the multi-container sortable demos (Dnd List, Drag Kanban): where an item
 * lives, moving it into another container, reordering it inside its own.
 */
import { arrayMove } from '@dnd-kit/sortable';

export type ItemId = string | number;

export interface Identified {
  id: ItemId;
}

/** Containers by key, each an ordered list of items with unique ids across all containers. */
export type Containers<T extends Identified> = Record<string, T[]>;

/** The key of the container an id names (a container key itself, or the id of an item in it). */
export function findContainer<T extends Identified>(containers: Containers<T>, id: ItemId): string | undefined {
  if (typeof id === 'string' && Object.hasOwn(containers, id)) return id;
  return Object.keys(containers).find((key) => containers[key].some((item) => item.id === id));
}

/**
 * Moves the active item into the container of `overId`: before the item it is over, after it when
 * `below`, or at the end when over the (possibly empty) container itself. Same container: unchanged.
 */
export function moveToContainer<T extends Identified>(
  containers: Containers<T>,
  activeId: ItemId,
  overId: ItemId,
  below = false,
): Containers<T> {
  const from = findContainer(containers, activeId);
  const to = findContainer(containers, overId);
  if (from === undefined || to === undefined || from === to) return containers;
  const item = containers[from].find((candidate) => candidate.id === activeId);
  if (!item) return containers;
  const target = containers[to];
  const overIndex = target.findIndex((candidate) => candidate.id === overId);
  const index = overIndex < 0 ? target.length : overIndex + (below ? 1 : 0);
  return {
    ...containers,
    [from]: containers[from].filter((candidate) => candidate.id !== activeId),
    [to]: [...target.slice(0, index), item, ...target.slice(index)],
  };
}

/** Moves the active item to the place of `overId` inside their shared container. */
export function reorderInContainer<T extends Identified>(
  containers: Containers<T>,
  activeId: ItemId,
  overId: ItemId,
): Containers<T> {
  const key = findContainer(containers, activeId);
  if (key === undefined || key !== findContainer(containers, overId)) return containers;
  const list = containers[key];
  const from = list.findIndex((item) => item.id === activeId);
  const to = list.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0 || from === to) return containers;
  return { ...containers, [key]: arrayMove(list, from, to) };
}

/** Reorders a flat list: the item `activeId` takes the place of `overId`. */
export function reorder<T extends Identified>(list: readonly T[], activeId: ItemId, overId: ItemId): T[] {
  const from = list.findIndex((item) => item.id === activeId);
  const to = list.findIndex((item) => item.id === overId);
  return from < 0 || to < 0 || from === to ? [...list] : arrayMove([...list], from, to);
}
