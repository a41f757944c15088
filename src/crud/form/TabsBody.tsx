/**
 * 'tabs': one tab per group. Every panel stays mounted (hidden) so a submit checks every field;
 * a tab holding an error after a submit shows a mark, and a refused submit opens the first such tab.
 * The panels share one grid cell, the others only made invisible: the dialog keeps the height of
 * the tallest and does not jump at each tab.
 */
import { useState } from 'react';
import { Box, DialogActions, DialogContent, Tab, Tabs } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useTranslate } from 'react-admin';
import { FieldGrid } from './FieldGrid';
import type { LayoutBodyProps } from './layoutProps';
import { useGroupErrors, useGroupTitle, useVisibleGroups } from './useFormGroups';

export function TabsBody({ layout, fields, record, renderField, idPrefix, notice, cancel, submit }: LayoutBodyProps) {
  const translate = useTranslate();
  const titleOf = useGroupTitle();
  const groups = useVisibleGroups(layout, fields, record);
  const [chosen, setChosen] = useState<string>();
  const failing = useGroupErrors(groups, setChosen);
  const active = groups.some((group) => group.key === chosen) ? chosen : groups[0]?.key;
  const tabId = (key: string) => `${idPrefix}-form-tab-${key}`;
  const panelId = (key: string) => `${idPrefix}-form-panel-${key}`;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } }}>
        <Tabs
          value={active ?? false}
          onChange={(_, key: string) => setChosen(key)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={translate('crud.form.sections')}
        >
          {groups.map((group, index) => (
            <Tab
              key={group.key}
              value={group.key}
              id={tabId(group.key)}
              aria-controls={panelId(group.key)}
              label={titleOf(group, index)}
              iconPosition="end"
              icon={failing.has(group.key) ? <ErrorOutlineIcon color="error" fontSize="small" titleAccess={translate('crud.form.hasErrors')} /> : undefined}
              sx={{ minHeight: 48 }}
            />
          ))}
        </Tabs>
      </Box>
      <DialogContent>
        <Box sx={{ display: 'grid' }}>
          {groups.map((group) => {
            const shown = group.key === active;
            return (
              <Box
                key={group.key}
                role="tabpanel"
                id={panelId(group.key)}
                aria-labelledby={tabId(group.key)}
                aria-hidden={!shown}
                inert={!shown}
                sx={{ gridArea: '1 / 1', visibility: shown ? 'visible' : 'hidden', minWidth: 0 }}
              >
                <FieldGrid group={group} renderField={renderField} />
              </Box>
            );
          })}
        </Box>
        {notice && <Box sx={{ mt: 2 }}>{notice}</Box>}
      </DialogContent>
      <DialogActions>
        {cancel}
        {submit}
      </DialogActions>
    </>
  );
}
