/**
 * Inputs of the heavy field types (markdown, rich text, JSON, code, images, files) and the date
 * pickers (date, time, datetime, date range), each loaded only with a form that uses it.
 */
import { Suspense, type ComponentType } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldSchema, FieldType } from '../../kernel/types';
import type { TypedInput, TypedInputProps } from './typed';
import { readyLazy } from '../readyLazy';

/** While the editor's chunk loads: the field's label and a thin bar, at about the editor's place. */
function Loading({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ my: 1, minHeight: 72 }}>
      <Box sx={{ color: 'text.secondary', fontSize: '0.875rem', mb: 1 }}>{label}</Box>
      <LinearProgress aria-label={translate('crud.heavy.loading')} />
    </Box>
  );
}

type Loader = () => Promise<{ default: ComponentType<TypedInputProps> }>;

interface HeavyEditor {
  Input: TypedInput;
  /** Fetches the editor's code; once it is in, new forms render the editor at once (readyLazy). */
  load: () => Promise<unknown>;
}

function heavyEditor(fetch: Loader): HeavyEditor {
  const { Component: Editor, load } = readyLazy(fetch);
  function HeavyInput(props: TypedInputProps) {
    return (
      <Suspense fallback={<Loading label={props.label} />}>
        <Editor {...props} />
      </Suspense>
    );
  }
  return { Input: HeavyInput, load };
}

const EDITORS: Partial<Record<FieldType, HeavyEditor>> = {
  markdown: heavyEditor(() => import('./heavy/MarkdownInput')),
  richText: heavyEditor(() => import('./heavy/RichTextInput')),
  json: heavyEditor(() => import('./heavy/JsonInput')),
  code: heavyEditor(() => import('./heavy/CodeInput')),
  image: heavyEditor(() => import('./heavy/ImageInput')),
  images: heavyEditor(() => import('./heavy/ImageInput').then((module) => ({ default: module.ImagesInput }))),
  file: heavyEditor(() => import('./heavy/FileInput')),
  date: heavyEditor(() => import('./pickers/PickerInputs').then((module) => ({ default: module.DatePickerInput }))),
  time: heavyEditor(() => import('./pickers/PickerInputs').then((module) => ({ default: module.TimePickerInput }))),
  datetime: heavyEditor(() => import('./pickers/PickerInputs').then((module) => ({ default: module.DateTimePickerInput }))),
  dateRange: heavyEditor(() => import('./pickers/PickerInputs').then((module) => ({ default: module.DateRangePickerInput }))),
};

export const HEAVY_TYPE_INPUTS: Partial<Record<FieldType, TypedInput>> = Object.fromEntries(
  Object.entries(EDITORS).map(([type, editor]) => [type, editor.Input]),
);

const typesOf = (fields: readonly FieldSchema[]): FieldType[] => fields.flatMap((field) => [field.type, ...typesOf(field.fields ?? [])]);

/**
 * Fetches the editors a resource's form uses (sub-fields included) ahead of its first opening,
 * when the page is idle: the form then opens without waiting for their code. Other pages never
 * load them. Returns the loads, to wait for.
 */
export function preloadHeavyInputs(fields: readonly FieldSchema[]): Array<Promise<unknown>> {
  return [...new Set(typesOf(fields))].flatMap((type) => EDITORS[type]?.load() ?? []);
}
