/** Inputs of the heavy field types (markdown, rich text, JSON, images, files), each loaded only with a form that uses it. */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldType } from '../../kernel/types';
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

export const HEAVY_TYPE_INPUTS: Partial<Record<FieldType, TypedInput>> = {
  markdown: lazyInput(() => import('./heavy/MarkdownInput')),
  richText: lazyInput(() => import('./heavy/RichTextInput')),
  json: lazyInput(() => import('./heavy/JsonInput')),
  image: lazyInput(() => import('./heavy/ImageInput')),
  images: lazyInput(() => import('./heavy/ImageInput').then((module) => ({ default: module.ImagesInput }))),
  file: lazyInput(() => import('./heavy/FileInput')),
};
