/**
 * The full article editor of /example/create and /example/edit/:id: title, author, importance,
 * display time, summary, rich-text content, and a sticky toolbar with platforms, link, Publish and
 * Draft. Leaving it with unsaved changes (a link, Back or Forward, reload) asks first. It holds and
 * sends only what the user's article grant lets them set (articleGrant.ts); without `status`, one
 * Confirm button saves instead of Publish and Draft.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  ListItemText,
  MenuItem,
  Paper,
  Popover,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import { Form, TextInput, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { RichTextInput } from '../../components/RichText/RichTextInput';
import { FormLeaveGuard } from '../../crud/form/FormLeaveGuard';
import { NOTICE_MS } from '../../crud/SuccessNotice';
import { ImportanceInput } from './ImportanceInput';
import { DisplayTimeInput } from './DisplayTimeInput';
import { newArticleId, type Article, type ArticleStatus } from '../../kernel/resources/article';
import { settableValues, useArticleSettable, type ArticleSettable } from './articleGrant';

export const PLATFORMS = ['a-platform', 'b-platform', 'c-platform'];
const required = (value: unknown) => (value === undefined || value === null || String(value).trim() === '' ? 'article.titleRequired' : undefined);

function PlatformsAndLink({ may }: { may: ArticleSettable }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const platforms = (useWatch({ name: 'platforms' }) as string[] | undefined) ?? [];
  const url = (useWatch({ name: 'source_uri' }) as string | undefined) ?? '';
  const [linkAnchor, setLinkAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      {may('platforms') && (
        <TextField
          select
          size="small"
          variant="outlined"
          fullWidth={false}
          label={translate('article.platforms')}
          value={platforms}
          onChange={(event) => {
            const value = event.target.value as unknown as string[] | string;
            setValue('platforms', typeof value === 'string' ? value.split(',') : value, { shouldDirty: true });
          }}
          slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as string[]).join(', ') } }}
          sx={{ minWidth: 220, bgcolor: 'background.paper' }}
        >
          {PLATFORMS.map((platform) => (
            <MenuItem key={platform} value={platform}>
              <Checkbox checked={platforms.includes(platform)} size="small" />
              <ListItemText primary={platform} />
            </MenuItem>
          ))}
        </TextField>
      )}
      {may('source_uri') && (
        <Button variant="outlined" startIcon={<LinkIcon />} onClick={(event) => setLinkAnchor(event.currentTarget)} sx={{ bgcolor: 'background.paper' }}>
          {translate('article.link')}
        </Button>
      )}
      <Popover open={linkAnchor !== null} anchorEl={linkAnchor} onClose={() => setLinkAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box sx={{ p: 2, width: 320 }}>
          <TextField
            fullWidth
            size="small"
            variant="outlined"
            label={translate('article.url')}
            value={url}
            onChange={(event) => setValue('source_uri', event.target.value, { shouldDirty: true })}
            autoFocus
          />
        </Box>
      </Popover>
    </>
  );
}

/** Saves with a status; `clear` empties the form (after a new article is created). */
type SaveArticle = (values: Record<string, unknown>, status: ArticleStatus | undefined, clear: () => void) => void;

function Toolbar({ onSave, saving, may }: { onSave: SaveArticle; saving: boolean; may: ArticleSettable }) {
  const translate = useTranslate();
  const { handleSubmit, reset } = useFormContext();
  const clear = () => reset();
  return (
    <Paper
      elevation={2}
      sx={{ position: 'sticky', top: 0, zIndex: 2, p: 1.5, mb: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', bgcolor: (theme) => (theme.palette.mode === 'dark' ? theme.palette.grey[900] : theme.palette.grey[300]) }}
    >
      <PlatformsAndLink may={may} />
      {may('status') ? (
        <>
          <Button variant="contained" color="success" disabled={saving} onClick={handleSubmit((values) => onSave(values, 'published', clear))}>
            {translate('article.publish')}
          </Button>
          <Button variant="contained" color="inherit" disabled={saving} onClick={handleSubmit((values) => onSave(values, 'draft', clear))}>
            {translate('article.saveDraft')}
          </Button>
        </>
      ) : (
        <Button variant="contained" disabled={saving} onClick={handleSubmit((values) => onSave(values, undefined, clear))}>
          {translate('crud.confirm')}
        </Button>
      )}
    </Paper>
  );
}

function SummaryCount() {
  const translate = useTranslate();
  const summary = (useWatch({ name: 'content_short' }) as string | undefined) ?? '';
  return (
    <Typography variant="caption" color="text.secondary">
      {translate('article.summaryCount', { count: summary.length })}
    </Typography>
  );
}

function EditorBody({ onSave, saving, may }: { onSave: SaveArticle; saving: boolean; may: ArticleSettable }) {
  return (
    <>
      <Toolbar onSave={onSave} saving={saving} may={may} />
      <Stack spacing={1} sx={{ px: { xs: 1, sm: 3 } }}>
        {may('title') && <TextInput source="title" label="article.title" validate={required} fullWidth />}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          {may('author') && <TextInput source="author" label="article.author" sx={{ minWidth: 200 }} />}
          {may('display_time') && <DisplayTimeInput source="display_time" label="article.displayTime" />}
          {may('importance') && <ImportanceInput source="importance" />}
        </Stack>
        {may('content_short') && (
          <>
            <TextInput source="content_short" label="article.summary" multiline minRows={2} fullWidth />
            <SummaryCount />
          </>
        )}
        {may('content') && <RichTextInput source="content" label="article.content" />}
      </Stack>
    </>
  );
}

export function ArticleEditor({ article }: { article?: Article }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const may = useArticleSettable(article ? 'edit' : 'new');

  const initial = article ?? {
    title: '',
    author: '',
    importance: 1,
    content_short: '',
    content: '',
    platforms: ['a-platform'],
    source_uri: '',
    display_time: undefined,
  };

  const save = async (values: Record<string, unknown>, status: ArticleStatus | undefined, clear: () => void = () => undefined) => {
    setSaving(true);
    setFailure(undefined);
    const data = settableValues({ ...values, ...(status ? { status } : {}), timestamp: article?.timestamp ?? Date.now(), ...(article ? {} : { pageviews: 0 }) }, may);
    try {
      if (article) {
        await update('article', { id: article.id, data: { ...data, id: article.id }, previousData: article }, { mutationMode: 'pessimistic', returnPromise: true });
        notify(translate(status === 'published' ? 'article.published_ok' : 'article.draft_ok'), { type: 'success', autoHideDuration: NOTICE_MS });
      } else {
        const created = await create('article', { data: { ...data, id: newArticleId() } }, { returnPromise: true });
        notify(translate(status === 'published' ? 'article.published_ok' : 'article.draft_ok'), { type: 'success', autoHideDuration: NOTICE_MS });
        // The create view stays open in the tags view: empty it so the next article starts afresh.
        clear();
        navigate(`/example/edit/${String(created.id)}`, { replace: true });
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Paper variant="outlined" sx={{ pb: 2 }}>
        <Form record={initial} onSubmit={(values: Record<string, unknown>) => save(values, may('status') ? (article?.status ?? 'draft') : undefined)} mode="onTouched" noValidate>
          <EditorBody saving={saving} onSave={save} may={may} />
          <FormLeaveGuard />
          {failure && (
            <Alert severity="error" sx={{ mx: 3 }}>
              {failure}
            </Alert>
          )}
        </Form>
      </Paper>
    </Box>
  );
}
