/**
 * 'Columns' in the toolbar of a generated list: the listed and `list: 'hidden'` fields the user
 * may view, each with a checkbox (shown or not) and, when shown, buttons that move it up or down.
 * The order is kept in the list's `shownColumns` store key (columns.ts), which the table reads.
 */
import { useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Box, Button, Checkbox, Divider, FormControlLabel, IconButton, List, ListItem, Popover, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useStore, useTranslate } from 'react-admin';
import { fieldLabel } from '../../kernel/format/defaults';
import type { FieldSchema, ResourceSchema } from '../../kernel/types';
import { shownColumnsKey } from '../list/ResourceDataTable';
import { columnChoices, moveColumn, shownColumnSources, toggleColumn } from './columns';

export interface ColumnsButtonProps {
  schema: ResourceSchema;
  visible: (field: FieldSchema) => boolean;
}

export function ColumnsButton({ schema, visible }: ColumnsButtonProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [stored, setStored] = useStore<string[]>(shownColumnsKey(schema.name), []);
  const choices = useMemo(() => columnChoices(schema, visible), [schema, visible]);
  const shown = useMemo(() => shownColumnSources(schema, visible, stored), [schema, visible, stored]);
  const labelOf = (field: FieldSchema) => {
    const { key, fallback } = fieldLabel(schema, field);
    return translate(key, { _: fallback });
  };
  const bySource = new Map(choices.map((field) => [field.source, field]));
  // A moved row is moved in the document, and its button may become disabled at the top or the
  // bottom: focus would fall out of the dialog (and Escape with it). It stays on the moved column.
  const listRef = useRef<HTMLUListElement>(null);
  const [moved, setMoved] = useState<{ source: string; step: -1 | 1 } | null>(null);
  useLayoutEffect(() => {
    if (!moved) return;
    const position = shown.indexOf(moved.source);
    const atEdge = moved.step === -1 ? position === 0 : position === shown.length - 1;
    const step = atEdge ? -moved.step : moved.step;
    listRef.current?.querySelector<HTMLElement>(`[data-column="${CSS.escape(moved.source)}"][data-step="${step}"]`)?.focus();
    setMoved(null);
  }, [moved, shown]);
  const move = (source: string, step: -1 | 1) => {
    setStored(moveColumn(shown, source, step));
    setMoved({ source, step });
  };
  // Shown columns first, in their order; then the others in the file's order.
  const rows = [...shown.flatMap((source) => bySource.get(source) ?? []), ...choices.filter((field) => !shown.includes(field.source))];

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {translate('crud.columns.button')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box sx={{ p: 1.5, minWidth: 280 }}>
          <Typography id={titleId} variant="subtitle2" sx={{ px: 1 }}>
            {translate('crud.columns.title')}
          </Typography>
          <List dense ref={listRef}>
            {rows.map((field) => {
              const name = labelOf(field);
              const position = shown.indexOf(field.source);
              const on = position >= 0;
              return (
                <ListItem
                  key={field.source}
                  disableGutters
                  secondaryAction={
                    on && (
                      <>
                        <IconButton
                          size="small"
                          aria-label={translate('crud.columns.moveUp', { name })}
                          disabled={position === 0}
                          data-column={field.source}
                          data-step={-1}
                          onClick={() => move(field.source, -1)}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={translate('crud.columns.moveDown', { name })}
                          disabled={position === shown.length - 1}
                          data-column={field.source}
                          data-step={1}
                          onClick={() => move(field.source, 1)}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                      </>
                    )
                  }
                  sx={{ pr: 10 }}
                >
                  <FormControlLabel
                    sx={{ ml: 0 }}
                    label={name}
                    control={
                      <Checkbox
                        size="small"
                        checked={on}
                        // The last shown column stays: a table needs one.
                        disabled={on && shown.length === 1}
                        onChange={(event) => setStored(toggleColumn(shown, field.source, event.target.checked))}
                      />
                    }
                  />
                </ListItem>
              );
            })}
          </List>
          <Divider />
          <Button size="small" sx={{ mt: 1 }} onClick={() => setStored([])}>
            {translate('crud.columns.reset')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
