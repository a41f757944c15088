/** The laid-out form's groups as shown now, their titles, and which hold an error after a submit. */
import { useCallback, useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { AnyRecord, FieldSchema, FormLayout } from '../../kernel/types';
import { formGroupsOf, groupHasError, LEFTOVER_KEY, visibleGroupsOf, type FormGroup } from './groups';

/** The groups with the fields visible for the values typed so far (as FieldInput decides). */
export function useVisibleGroups(layout: FormLayout, fields: readonly FieldSchema[], record: AnyRecord | undefined): FormGroup[] {
  const values = useWatch() as AnyRecord;
  return visibleGroupsOf(formGroupsOf(layout, fields), { ...record, ...values });
}

/** A group's name for a tab or a step: its title, 'More' for the leftover, else 'Part n'. */
export function useGroupTitle() {
  const translate = useTranslate();
  return useCallback(
    (group: FormGroup, index: number) => {
      if (group.title !== undefined) return translate(group.title, { _: group.title });
      return group.key === LEFTOVER_KEY ? translate('crud.form.more') : translate('crud.form.part', { number: index + 1 });
    },
    [translate],
  );
}

/**
 * The keys of the groups holding an error once the user tried to save (the form's own rules or
 * the server's field errors), and a jump to the first of them after each refused submit.
 */
export function useGroupErrors(groups: readonly FormGroup[], jump: (key: string) => void): ReadonlySet<string> {
  const { errors, submitCount } = useFormState();
  const failing = new Set(submitCount > 0 ? groups.filter((group) => groupHasError(group, errors)).map((group) => group.key) : []);
  const firstFailing = groups.find((group) => failing.has(group.key))?.key;
  const handled = useRef(submitCount);
  useEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    if (firstFailing !== undefined) jump(firstFailing);
  }, [submitCount, firstFailing, jump]);
  return failing;
}
