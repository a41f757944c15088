/** 'sections': titled groups one under the other; the leftover group has no title. */
import { Box, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FieldGrid } from './FieldGrid';
import type { LayoutBodyProps } from './layoutProps';
import { useVisibleGroups } from './useFormGroups';

export function SectionsBody({ layout, fields, record, renderField, idPrefix, notice, cancel, submit }: LayoutBodyProps) {
  const translate = useTranslate();
  const groups = useVisibleGroups(layout, fields, record);
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          {groups.map((group, index) => {
            const headingId = `${idPrefix}-form-${group.key}-title`;
            // An untitled section after others is set apart by a rule, not to read as the previous one's.
            const ruled = group.title === undefined && index > 0;
            return (
              <Box
                component="section"
                key={group.key}
                aria-labelledby={group.title === undefined ? undefined : headingId}
                sx={ruled ? { borderTop: 1, borderColor: 'divider', pt: 2 } : undefined}
              >
                {group.title !== undefined && (
                  <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}>
                    {translate(group.title, { _: group.title })}
                  </Typography>
                )}
                <FieldGrid group={group} renderField={renderField} />
              </Box>
            );
          })}
          {notice}
        </Stack>
      </DialogContent>
      <DialogActions>
        {cancel}
        {submit}
      </DialogActions>
    </>
  );
}
