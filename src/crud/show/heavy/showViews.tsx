/** Detail views of the heavy types: rendered markdown and rich text and read-only code (loaded lazily), pretty JSON, larger images and a file link. */
import { lazy, Suspense } from 'react';
import { Box, Link, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { readable } from '../../../kernel/format/defaults';
import type { FieldSchema } from '../../../kernel/types';
import { fileNameOf } from '../../cells/heavy/fileName';
import { safeImageSrc, safeLink } from '../../cells/safeUrl';
import type { ShowComponent } from '../typeShows';

const LazyMarkdown = lazy(() => import('./MarkdownShow'));
const LazyRichText = lazy(() => import('./RichTextShow'));
const LazyCode = lazy(() => import('./CodeShow'));

function useFieldLabel(field: FieldSchema): string {
  const translate = useTranslate();
  const fallback = field.label ?? readable(field.source);
  return translate(fallback, { _: fallback });
}

const loading = <Skeleton variant="text" width="60%" />;

export const MarkdownView: ShowComponent = ({ field, value }) => {
  const label = useFieldLabel(field);
  if (typeof value !== 'string' || value === '') return null;
  return (
    <Suspense fallback={loading}>
      <LazyMarkdown markdown={value} label={label} />
    </Suspense>
  );
};

export const RichTextView: ShowComponent = ({ field, value }) => {
  const label = useFieldLabel(field);
  if (typeof value !== 'string' || value === '') return null;
  return (
    <Suspense fallback={loading}>
      <LazyRichText html={value} label={label} />
    </Suspense>
  );
};

export const JsonView: ShowComponent = ({ field, value }) => {
  const label = useFieldLabel(field);
  if (value === undefined || value === null) return null;
  return (
    <Box
      component="pre"
      aria-label={label}
      sx={{ m: 0, p: 1, maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 13, fontFamily: 'monospace', bgcolor: 'action.hover', borderRadius: 1 }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
};

export const CodeView: ShowComponent = ({ field, value }) => {
  const label = useFieldLabel(field);
  if (typeof value !== 'string' || value === '') return null;
  return (
    <Suspense fallback={loading}>
      <LazyCode code={value} language={field.language} label={label} />
    </Suspense>
  );
};

function LargeImage({ url, alt }: { url: string; alt: string }) {
  const src = safeImageSrc(url);
  if (!src) return <>{url}</>;
  return (
    <Link href={src} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block' }}>
      <Box component="img" src={src} alt={alt} loading="lazy" sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 1, objectFit: 'contain' }} />
    </Link>
  );
}

export const ImageView: ShowComponent = ({ field, value }) => {
  const label = useFieldLabel(field);
  return typeof value === 'string' && value !== '' ? <LargeImage url={value} alt={label} /> : null;
};

export const ImagesView: ShowComponent = ({ field, value }) => {
  const label = useFieldLabel(field);
  const urls = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  if (urls.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {urls.map((url, index) => (
        <Box key={`${index}-${url}`} sx={{ width: { xs: '100%', sm: 'calc(50% - 4px)' } }}>
          <LargeImage url={url} alt={`${label} ${index + 1}`} />
        </Box>
      ))}
    </Box>
  );
};

export const FileView: ShowComponent = ({ value }) => {
  const translate = useTranslate();
  if (typeof value !== 'string' || value === '') return null;
  const link = safeLink(value);
  const name = fileNameOf(value);
  if (!link || link.kind === 'mailto') return <>{name}</>;
  return (
    <Link href={link.href} download={name} aria-label={translate('crud.heavy.upload.download', { name })}>
      {name}
    </Link>
  );
};
