/** Inputs of the heavy field types (markdown, rich text, JSON, images, files), each loaded only with a form that uses it. */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldSchema, FieldType } from '../../kernel/types';
import type { TypedInput, TypedInputProps } from './typed';

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

function lazyInput(load: () => Promise<{ default: ComponentType<TypedInputProps> }>): TypedInput {
  const Editor: LazyExoticComponent<ComponentType<TypedInputProps>> = lazy(load);
  return function HeavyInput(props: TypedInputProps) {
    return (
      <Suspense fallback={<Loading label={props.label} />}>
        <Editor {...props} />
      </Suspense>
    );
  };
}

type Loader = () => Promise<{ default: ComponentType<TypedInputProps> }>;

const LOADERS: Partial<Record<FieldType, Loader>> = {
  markdown: () => import('./heavy/MarkdownInput'),
  richText: () => import('./heavy/RichTextInput'),
  json: () => import('./heavy/JsonInput'),
  image: () => import('./heavy/ImageInput'),
  images: () => import('./heavy/ImageInput').then((module) => ({ default: module.ImagesInput })),
  file: () => import('./heavy/FileInput'),
};

export const HEAVY_TYPE_INPUTS: Partial<Record<FieldType, TypedInput>> = Object.fromEntries(
  Object.entries(LOADERS).map(([type, load]) => [type, lazyInput(load)]),
);

const typesOf = (fields: readonly FieldSchema[]): FieldType[] => fields.flatMap((field) => [field.type, ...typesOf(field.fields ?? [])]);

/**
 * Fetches the editors a resource's form uses (sub-fields included) ahead of its first opening,
 * when the page is idle: the form then opens without waiting for their code. Other pages never
 * load them.
 */
export function preloadHeavyInputs(fields: readonly FieldSchema[]): void {
  for (const type of new Set(typesOf(fields))) void LOADERS[type]?.().catch(() => undefined);
}
