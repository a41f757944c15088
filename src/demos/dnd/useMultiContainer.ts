import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  MeasuringStrategy,
  type DndContextProps,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { multiContainerCollision } from './collision';
import { findContainer, moveToContainer, reorderInContainer, type Containers, type Identified } from './containers';
import { useDndAccessibility } from './useDndAccessibility';
import { useSortableSensors } from './useSortableSensors';

const measuring: DndContextProps['measuring'] = { droppable: { strategy: MeasuringStrategy.Always } };

/**
 * State and DndContext props of several sortable containers: items reorder inside a container and
 * move between containers (an empty one included) with the mouse or the keyboard; Escape restores.
 */
export function useMultiContainer<T extends Identified>(initial: Containers<T>, describe?: (item: T) => string) {
  const [containers, setContainers] = useState(initial);
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const snapshot = useRef<Containers<T> | null>(null);
  const lastOverId = useRef<UniqueIdentifier | null>(null);
  const movedToNewContainer = useRef(false);
  const sensors = useSortableSensors();

  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      movedToNewContainer.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, [containers]);

  const itemOf = useCallback(
    (id: UniqueIdentifier): T | undefined => {
      const key = findContainer(containers, id);
      return key === undefined ? undefined : containers[key].find((item) => item.id === id);
    },
    [containers],
  );

  const label = useCallback(
    (id: UniqueIdentifier) => {
      const item = itemOf(id);
      return item && describe ? describe(item) : String(id);
    },
    [itemOf, describe],
  );
  const accessibility = useDndAccessibility(label);

  const collisionDetection = useMemo(
    () => multiContainerCollision(containers, lastOverId, movedToNewContainer, activeId),
    [containers, activeId],
  );

  const onDragStart = useCallback(
    ({ active }: DragStartEvent) => {
      snapshot.current = containers;
      setActiveId(active.id);
    },
    [containers],
  );

  const onDragOver = useCallback(({ active, over }: DragOverEvent) => {
    if (!over) return;
    const translated = active.rect.current.translated;
    const below = translated ? translated.top > over.rect.top + over.rect.height / 2 : false;
    setContainers((current) => {
      const next = moveToContainer(current, active.id, over.id, below);
      if (next !== current) movedToNewContainer.current = true;
      return next;
    });
  }, []);

  const onDragEnd = useCallback(({ active, over }: DragEndEvent) => {
    if (over) setContainers((current) => reorderInContainer(current, active.id, over.id));
    snapshot.current = null;
    setActiveId(null);
  }, []);

  const onDragCancel = useCallback(() => {
    if (snapshot.current) setContainers(snapshot.current);
    snapshot.current = null;
    setActiveId(null);
  }, []);

  const contextProps: DndContextProps = {
    sensors,
    collisionDetection,
    measuring,
    accessibility,
    onDragStart,
    onDragOver,
    onDragEnd,
    onDragCancel,
  };

  return { containers, activeItem: activeId == null ? undefined : itemOf(activeId), contextProps };
}
