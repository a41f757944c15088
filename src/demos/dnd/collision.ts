import {
  closestCenter,
  getFirstCollision,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { Containers, Identified } from './containers';

/**
 * Collision detection for several sortable containers (dnd-kit's multiple-containers recipe): the
 * container under the pointer (or intersecting, for the keyboard), then the closest item inside it;
 * an empty container is a target itself. Falls back to the last target while the layout settles.
 */
export function multiContainerCollision<T extends Identified>(
  containers: Containers<T>,
  lastOverId: { current: UniqueIdentifier | null },
  movedToNewContainer: { current: boolean },
  activeId: UniqueIdentifier | null,
): CollisionDetection {
  return (args) => {
    const pointer = pointerWithin(args);
    const intersections = pointer.length > 0 ? pointer : rectIntersection(args);
    let overId = getFirstCollision(intersections, 'id');
    if (overId != null) {
      if (typeof overId === 'string' && Object.hasOwn(containers, overId)) {
        const ids = new Set<UniqueIdentifier>(containers[overId].map((item) => item.id));
        if (ids.size > 0) {
          overId =
            closestCenter({
              ...args,
              droppableContainers: args.droppableContainers.filter((container) => ids.has(container.id)),
            })[0]?.id ?? overId;
        }
      }
      lastOverId.current = overId;
      return [{ id: overId }];
    }
    if (movedToNewContainer.current) lastOverId.current = activeId;
    return lastOverId.current != null ? [{ id: lastOverId.current }] : [];
  };
}
