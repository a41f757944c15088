/**
 * The article create/edit dialog ('Create' / 'Edit'). Validation: type and timestamp on change,
 * title on blur; a fresh form each time it opens, so no stale validation shows.
 */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { DateTimeInput, Form, SelectInput, TextInput, useCreate, useGetIdentity, useTranslate, useUpdate } from 'react-admin';
import { SubmitButton } from '../../crud/SubmitButton';
import { ARTICLE_STATUSES, ARTICLE_TYPES } from '../../resources/article';
import { ImportanceInput } from './ImportanceInput';
import { newArticleId, type Article } from './articleStatus';

export type ArticleDialogMode = 'create' | 'update';

const requiredAs = (message: string) => (value: unknown) =>
  value === undefined || value === null || value === '' ? message : undefined;
/** Flagged like react-admin's required(): the select offers no blank 'Clear value' choice. */
const requiredChoice = (message: string) => Object.assign(requiredAs(message), { isRequired: true });

function toLocalInput(timestamp: number | undefined): string {
  const date = new Date(timestamp ?? Date.now());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

interface Props {
  mode: ArticleDialogMode;
  article?: Article;
  onClose: () => void;
  onSaved: (mode: ArticleDialogMode, article: Article) => void;
}

export function ArticleDialog({ mode, article, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [failure, setFailure] = useState<string>();
  const statuses = ARTICLE_STATUSES.filter((status) => status.id !== 'deleted' || article?.status === 'deleted');

  const initial = {
    type: article?.type ?? '',
    title: article?.title ?? '',
    status: article?.status ?? 'published',
    importance: article?.importance ?? 1,
    remark: article?.remark ?? '',
    timestamp: toLocalInput(article?.timestamp),
  };

  const save = async (values: Record<string, unknown>) => {
    setFailure(undefined);
    const timestamp = new Date(values.timestamp as string).getTime();
    try {
      if (mode === 'create') {
        const data = {
          ...values,
          id: newArticleId(),
          timestamp,
          author: identity?.fullName || 'admin',
          pageviews: 0,
          platforms: ['a-platform'],
        };
        const saved = await create('article', { data }, { returnPromise: true });
        onSaved(mode, { ...data, ...saved } as Article);
      } else if (article) {
        const data = { ...article, ...values, timestamp };
        await update('article', { id: article.id, data, previousData: article }, { mutationMode: 'pessimistic', returnPromise: true });
        onSaved(mode, data as Article);
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="article-dialog-title" fullWidth maxWidth="sm">
      <Form record={initial} onSubmit={save} mode="onTouched" reValidateMode="onChange" noValidate>
        <DialogTitle id="article-dialog-title">{translate(mode === 'create' ? 'article.create' : 'article.edit')}</DialogTitle>
        <DialogContent dividers>
          <SelectInput
            source="type"
            label="article.type"
            fullWidth
            choices={ARTICLE_TYPES}
            validate={requiredChoice('article.typeRequired')}
          />
          <DateTimeInput source="timestamp" label="article.date" fullWidth validate={requiredAs('article.timestampRequired')} />
          <TextInput source="title" label="article.title" fullWidth validate={requiredAs('article.titleRequired')} />
          <SelectInput source="status" label="article.status" fullWidth choices={statuses} />
          <ImportanceInput source="importance" />
          <TextInput source="remark" label="article.remark" fullWidth multiline minRows={2} />
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('article.cancel')}</Button>
          <SubmitButton label={translate('article.confirm')} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
