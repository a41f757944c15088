/**
 * An `array`: repeatable rows of its sub-fields (each input under 'steps.2.delay', its conditions
 * reading its row). Add (off at `maxItems`), remove, and reorder by dragging a row's handle or,
 * from the keyboard, by its move up / move down buttons. The list's own rules (minItems,
 * maxItems, required) run on submit, as the server's.
 */
import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DragIcon from '@mui/icons-material/DragIndicator';
import { composeSyncValidators, InputHelperText, useGetValidationErrorMessage, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { LIST_ITEMS_CAP } from '../../../kernel/format/definition/names';
import type { TypedInputProps } from '../typed';
import { newRowOf, SubFields } from './subFields';
import { useGroupError } from './useGroupError';

export function ArrayTypeInput({ source, label, validate, readOnly, disabled, helperText, field, mode, record, schema }: TypedInputProps) {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  const messageOf = useGetValidationErrorMessage();
  const check = composeSyncValidators(validate);
  const { fields: rows, append, remove, move } = useFieldArray({
    name: source,
    rules: {
      validate: async (value) => {
        const error = await check(value, getValues(), { source });
        return error ? messageOf(error) : true;
      },
    },
  });
  const error = useGroupError(source);
  const dragged = useRef<number | undefined>(undefined);
  const [over, setOver] = useState<number>();
  const locked = readOnly || disabled;
  const max = field.maxItems ?? LIST_ITEMS_CAP;
  const subFields = field.fields ?? [];

  const drop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    const from = dragged.current;
    dragged.current = undefined;
    setOver(undefined);
    if (from !== undefined && from !== index) move(from, index);
  };

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, px: 1.5, pt: 0.5, pb: 1, mx: 0, my: 1, minWidth: 0 }}
    >
      <Typography component="legend" variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ px: 0.5 }}>
        {label}
      </Typography>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate('crud.types.noRows')}
        </Typography>
      )}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <Box
              component="li"
              key={row.id}
              aria-label={translate('crud.types.row', { index: number })}
              onDragOver={(event) => {
                if (dragged.current === undefined) return;
                event.preventDefault();
                setOver(index);
              }}
              onDragLeave={() => setOver((current) => (current === index ? undefined : current))}
              onDrop={drop(index)}
              sx={{
                border: 1,
                borderColor: over === index ? 'primary.main' : 'divider',
                borderStyle: over === index ? 'dashed' : 'solid',
                borderRadius: 1,
                p: 1,
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                {!locked && (
                  <Tooltip title={translate('crud.types.dragRow', { index: number })}>
                    <Box
                      draggable
                      aria-hidden
                      onDragStart={(event) => {
                        dragged.current = index;
                        event.dataTransfer.effectAllowed = 'move';
                        event.dataTransfer.setData('text/plain', String(index));
                        const item = (event.currentTarget as HTMLElement).closest('li');
                        if (item) event.dataTransfer.setDragImage(item, 16, 16);
                      }}
                      onDragEnd={() => {
                        dragged.current = undefined;
                        setOver(undefined);
                      }}
                      data-testid={`drag-${source}-${index}`}
                      sx={{ display: 'flex', cursor: 'grab', color: 'text.secondary' }}
                    >
                      <DragIcon fontSize="small" />
                    </Box>
                  </Tooltip>
                )}
                <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
                  {translate('crud.types.row', { index: number })}
                </Typography>
                {!locked && (
                  <>
                    <IconButton size="small" aria-label={translate('crud.types.moveUp', { index: number })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                      <ArrowUpIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={translate('crud.types.moveDown', { index: number })}
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDownIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={translate('crud.types.removeRow', { index: number })} onClick={() => remove(index)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                )}
              </Box>
              <SubFields schema={schema} fields={subFields} mode={mode} record={record} scope={`${source}.${index}`} readOnly={readOnly} disabled={disabled} />
            </Box>
          );
        })}
      </Stack>
      {!locked && (
        <Button size="small" startIcon={<AddIcon />} disabled={rows.length >= max} onClick={() => append(newRowOf(subFields), { shouldFocus: false })} sx={{ mt: 1 }}>
          {translate('crud.types.addRow')}
        </Button>
      )}
      {(error || helperText) && (
        <FormHelperText error={error !== undefined}>
          <InputHelperText error={error} helperText={helperText} />
        </FormHelperText>
      )}
    </Box>
  );
}
