import { useMemo } from 'react';
import type { Announcements, DndContextProps, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslate } from 'react-admin';
import demoWidgetsTexts from '../../kernel/texts/sections/demoWidgets';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoWidgetsTexts);

/**
 * dnd-kit's screen reader instructions and live announcements, translated. `describe` names an item
 * (an id otherwise means little to a listener).
 */
export function useDndAccessibility(
  describe: (id: UniqueIdentifier) => string = String,
): NonNullable<DndContextProps['accessibility']> {
  const translate = useTranslate();
  return useMemo(() => {
    const announcements: Announcements = {
      onDragStart: ({ active }) => translate('demoWidgets.dnd.pickedUp', { item: describe(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? translate('demoWidgets.dnd.movedOver', { item: describe(active.id), over: describe(over.id) })
          : translate('demoWidgets.dnd.movedOut', { item: describe(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? translate('demoWidgets.dnd.dropped', { item: describe(active.id), over: describe(over.id) })
          : translate('demoWidgets.dnd.droppedOut', { item: describe(active.id) }),
      onDragCancel: ({ active }) => translate('demoWidgets.dnd.cancelled', { item: describe(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: translate('demoWidgets.dnd.instructions') } };
  }, [translate, describe]);
}
