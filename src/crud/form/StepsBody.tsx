/**
 * 'steps': a wizard. Next checks only the current step's fields and stays while one is invalid;
 * Back keeps what was typed; the last step has the save button. Every step stays mounted (hidden)
 * so the save checks every field, and a refused save goes back to the first step holding an error.
 */
import { useState, type KeyboardEvent } from 'react';
import { Box, Button, DialogActions, DialogContent, Step, StepLabel, Stepper } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { FieldGrid } from './FieldGrid';
import type { LayoutBodyProps } from './layoutProps';
import { useGroupErrors, useGroupTitle, useVisibleGroups } from './useFormGroups';

/** Enter in a one-line input moves on, as it would submit a one-page form. */
const movesOn = (event: KeyboardEvent) =>
  event.key === 'Enter' &&
  !event.defaultPrevented &&
  event.target instanceof HTMLInputElement &&
  !['checkbox', 'radio', 'button', 'submit'].includes(event.target.type);

export function StepsBody({ layout, fields, record, renderField, idPrefix, notice, cancel, submit }: LayoutBodyProps) {
  const translate = useTranslate();
  const titleOf = useGroupTitle();
  const { trigger } = useFormContext();
  const groups = useVisibleGroups(layout, fields, record);
  const [chosen, setChosen] = useState<string>();
  const failing = useGroupErrors(groups, setChosen);
  const found = groups.findIndex((group) => group.key === chosen);
  const index = found < 0 ? 0 : found;
  const current = groups[index];
  const last = index >= groups.length - 1;

  const next = async () => {
    if (!current || last) return;
    const valid = await trigger(
      current.fields.map((field) => field.source),
      { shouldFocus: true },
    );
    if (valid) setChosen(groups[index + 1]?.key);
  };
  const back = () => setChosen(groups[Math.max(0, index - 1)]?.key);

  return (
    <>
      <Box sx={{ px: { xs: 1, sm: 3 }, pt: 2, pb: 1 }}>
        <Stepper activeStep={index} alternativeLabel>
          {groups.map((group, position) => (
            <Step key={group.key} completed={position < index}>
              <StepLabel error={failing.has(group.key)} aria-current={position === index ? 'step' : undefined}>
                {titleOf(group, position)}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      <DialogContent
        dividers
        onKeyDown={(event) => {
          if (last || !movesOn(event)) return;
          event.preventDefault();
          void next();
        }}
      >
        {groups.map((group, position) => (
          <div
            key={group.key}
            role="group"
            id={`${idPrefix}-form-step-${group.key}`}
            aria-label={translate('crud.form.stepOf', { current: position + 1, total: groups.length, title: titleOf(group, position) })}
            hidden={position !== index}
          >
            <FieldGrid group={group} renderField={renderField} />
          </div>
        ))}
        {notice && <Box sx={{ mt: 2 }}>{notice}</Box>}
      </DialogContent>
      <DialogActions>
        {cancel}
        <Button key="back" onClick={back} disabled={index === 0}>
          {translate('crud.form.back')}
        </Button>
        {last ? (
          <Box key="save" component="span">
            {submit}
          </Box>
        ) : (
          <Button key="next" variant="contained" onClick={() => void next()}>
            {translate('crud.form.next')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
