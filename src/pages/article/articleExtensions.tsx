/**
 * What the article list adds to the generic engine, under the names its schema
 * (src/kernel/resources/article.ts) uses: the title, stars, readings and reviewer cells, the importance
 * input, the status handler, the reading statistics dialog, the sort select and the reviewer toggle.
 */
import { Box, Checkbox, Chip, FormControlLabel, Link, MenuItem, Rating, TextField } from '@mui/material';
import { useListContext, useStore, useTranslate } from 'react-admin';
import { registerActionDialog, registerActionHandler, registerToolbarExtension, type ToolbarExtensionProps } from '../../crud/actions/registry';
import { registerCell, type CellProps } from '../../crud/cells';
import { plainText } from '../../crud/cells/values';
import { registerInput } from '../../crud/inputs/registry';
import { useCrudPage } from '../../crud/list/crudPage';
import { shownColumnsKey } from '../../crud/list/ResourceDataTable';
import { ImportanceInput } from './ImportanceInput';
import { canDo, reaches } from '../../kernel/access/permissions';
import { useGrantee } from '../../providers/grantee';
import { PvDialog } from './PvDialog';

/** The title opens the edit dialog when the user may change the article (its update grant); the type follows as a tag. */
function TitleCell({ value, record }: CellProps) {
  const translate = useTranslate();
  const { schema, openEdit } = useCrudPage();
  const grantee = useGrantee();
  const type = plainText(record.type);
  const editable = canDo(schema, 'update', grantee) && reaches(schema, 'update', grantee, record, undefined);
  return (
    <>
      {editable ? (
        <Link component="button" type="button" underline="hover" onClick={() => openEdit(record)} sx={{ textAlign: 'left' }}>
          {plainText(value)}
        </Link>
      ) : (
        plainText(value)
      )}
      {type && <Chip size="small" label={translate(`article.type${type}`, { _: type })} sx={{ ml: 1 }} />}
    </>
  );
}

function StarsCell({ value }: CellProps) {
  const translate = useTranslate();
  const level = Number(value) || 0;
  return <Rating value={level} max={3} readOnly size="small" aria-label={`${translate('article.importanceFull')} ${level}`} />;
}

/** The page views open the reading statistics. */
function ReadingsCell({ value, record }: CellProps) {
  const { openDialog } = useCrudPage();
  return (
    <Link component="button" type="button" onClick={() => openDialog('article.pv', record)}>
      {plainText(value)}
    </Link>
  );
}

function ReviewerCell({ value }: CellProps) {
  return <Box component="span" sx={{ color: 'error.main' }}>{plainText(value)}</Box>;
}

/** 'ID Ascending' / 'ID Descending': the list's sort (react-admin goes back to page 1). */
function SortSelect() {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  return (
    <TextField
      select
      size="small"
      label={translate('article.sort')}
      value={sort.order}
      onChange={(event) => setSort({ field: 'id', order: event.target.value === 'DESC' ? 'DESC' : 'ASC' })}
      sx={{ width: 160 }}
    >
      <MenuItem value="ASC">{translate('article.sortAsc')}</MenuItem>
      <MenuItem value="DESC">{translate('article.sortDesc')}</MenuItem>
    </TextField>
  );
}

/** Shows or hides the reviewer column (the schema's `list: 'hidden'`). */
function ReviewerToggle({ schema }: ToolbarExtensionProps) {
  const translate = useTranslate();
  const [shown, setShown] = useStore<string[]>(shownColumnsKey(schema.name), []);
  const checked = shown.includes('reviewer');
  return (
    <FormControlLabel
      label={translate('article.reviewerToggle')}
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => setShown(event.target.checked ? [...shown, 'reviewer'] : shown.filter((source) => source !== 'reviewer'))}
        />
      }
    />
  );
}

registerCell('article.title', TitleCell);
registerCell('article.stars', StarsCell);
registerCell('article.readings', ReadingsCell);
registerCell('article.reviewer', ReviewerCell);
registerInput('article.importance', ImportanceInput);
registerActionHandler('article.setStatus', ({ record, args, patchRow }) => {
  if (record) patchRow({ ...record, status: args?.status });
});
registerActionDialog('article.pv', PvDialog);
registerToolbarExtension('article.sort', SortSelect);
registerToolbarExtension('article.reviewer', ReviewerToggle);
