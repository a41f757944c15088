/**
 * valueText with what it needs from the page: the language, the catalogue and the names of the
 * records the values refer to (read by id, one getMany per resource).
 */
import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { FieldSchema } from '../../kernel/types';
import type { WantedIds } from './recordNames';
import { useRecordNames, type RecordOf } from './useRecordNames';
import { valueText, type ValueTextContext } from './valueText';

export interface ValueTexts {
  text: (field: FieldSchema, value: unknown) => string;
  recordOf: RecordOf;
}

export function useValueText(wanted: WantedIds): ValueTexts {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const recordOf = useRecordNames(wanted);
  const text = useCallback(
    (field: FieldSchema, value: unknown) => {
      const context: ValueTextContext = {
        translate,
        locale,
        nameOf: (reference, id) => {
          const name = recordOf(reference.resource, id)?.[reference.optionText];
          return name === undefined || name === null || name === '' ? undefined : String(name);
        },
      };
      return valueText(field, value, context);
    },
    [translate, locale, recordOf],
  );
  return { text, recordOf };
}
