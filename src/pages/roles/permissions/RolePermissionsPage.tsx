/**
 * Permission › Role › a role's permissions (admin): its rules per resource, grouped as the menu
 * groups the resources. Save sends only the changed resources; the server's refusals show on the
 * resources they name with everything kept; leaving with unsaved changes (Escape, Back, a link)
 * asks first. The admin role is shown read-only: it may do everything.
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { ResourcePermissions, RolePermissions } from '../../../kernel/access/rolePermissions';
import { resourceLabelKey } from '../../../kernel/format/defaults';
import { DiscardChangesDialog } from '../../../crud/form/DiscardChangesDialog';
import { useLinkGuard } from '../../../crud/form/useLinkGuard';
import { useResourceSet } from '../../../resources/resourceSetContext';
import { useRouteTable } from '../../../routes/routeTableContext';
import { permissionGroups, routedResources, type PermissionResource } from './groups';
import { MenuPreviewDialog } from './MenuPreview';
import { ResourcePermissionsCard } from './ResourcePermissionsCard';
import { resourceFields } from './resourceFields';
import { useRoleRules } from './useRoleRules';
import rolePermissionsTexts from '../../../kernel/texts/sections/rolePermissions';
import { registerSection } from '../../../providers/pageTexts';

registerSection(rolePermissionsTexts);

const ROLES_PATH = '/permission/roles';
const ADMIN = 'admin';
const EVERYTHING: ResourcePermissions = { read: true, create: true, update: true, delete: true, export: true };
const NO_REFUSALS: never[] = [];

/** Each resource's title; two resources of the same title are told apart by their names (the checkboxes' labels must differ). */
function distinctTitles(shown: readonly PermissionResource[], translate: (key: string, options?: { _: string }) => string): Record<string, string> {
  const texts = shown.map((resource) => translate(resource.title, { _: resource.name }));
  return Object.fromEntries(
    shown.map((resource, index) => [resource.name, texts.indexOf(texts[index]) === texts.lastIndexOf(texts[index]) ? texts[index] : `${texts[index]} (${resource.name})`]),
  );
}

function RolePermissionsEditor({ role }: { role: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { routeTable } = useRouteTable();
  const resourceSet = useResourceSet();
  const readOnly = role === ADMIN;
  const rules = useRoleRules(role, !readOnly);
  const [leaving, setLeaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);

  const shown: RolePermissions = useMemo(
    () => (readOnly ? Object.fromEntries(routedResources(routeTable).map((name) => [name, EVERYTHING])) : rules.draft),
    [readOnly, routeTable, rules.draft],
  );
  const groups = useMemo(
    () => permissionGroups(routeTable, Object.keys(shown), (name) => resourceSet.find(name)?.label ?? resourceLabelKey({ name })),
    [routeTable, shown, resourceSet],
  );
  const titles = useMemo(() => distinctTitles(groups.flatMap((group) => group.resources), translate), [groups, translate]);
  const changedCount = Object.keys(rules.changes).length;
  const dirty = changedCount > 0;
  const linkPrompt = useLinkGuard(dirty);

  const requestLeave = () => (dirty ? setLeaving(true) : void navigate(ROLES_PATH));
  // Escape leaves the page (asking first); a menu, list or dialog that Escape closes keeps it to itself.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) requestLeave();
  };
  const save = async () => {
    if (await rules.save()) notify('rolePermissions.saved', { type: 'success' });
  };
  const hasRefusals = Object.keys(rules.refusals.byResource).length > 0;

  return (
    <Box sx={{ p: 2, pb: 10 }} onKeyDown={onKeyDown}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h1" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {translate('rolePermissions.title', { key: role })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<ArrowBackIcon />} onClick={requestLeave}>
            {translate('rolePermissions.back')}
          </Button>
          <Button variant="outlined" startIcon={<VisibilityIcon />} onClick={() => setPreviewing(true)} disabled={!readOnly && rules.loaded.state !== 'ready'}>
            {translate('rolePermissions.seeAs')}
          </Button>
        </Box>
      </Box>
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('rolePermissions.adminAll')}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('rolePermissions.intro')}
        </Typography>
      )}
      {!readOnly && rules.loaded.state === 'failed' && <Alert severity="error">{translate('rolePermissions.failed', { message: rules.loaded.message })}</Alert>}
      {!readOnly && rules.loaded.state === 'loading' && (
        <Box aria-busy="true">
          <Box component="span" role="status" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {translate('rolePermissions.loading')}
          </Box>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={56} sx={{ mb: 1 }} />
          ))}
        </Box>
      )}
      {(hasRefusals || rules.refusals.general.length > 0) && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {hasRefusals ? translate('rolePermissions.refused') : null}
          {rules.refusals.general.map((text) => (
            <Box key={text}>{hasRefusals ? text : translate('rolePermissions.refusedOther', { message: text })}</Box>
          ))}
        </Alert>
      )}
      {(readOnly || rules.loaded.state === 'ready') &&
        groups.map((group) => (
          <Box component="section" key={group.key || 'other'} aria-labelledby={`group-${group.key || 'other'}`} sx={{ mb: 2 }}>
            <Typography id={`group-${group.key || 'other'}`} component="h2" variant="subtitle2" color="text.secondary" sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: 0.5 }}>
              {group.title ? translate(group.title) : translate('rolePermissions.otherGroup')}
            </Typography>
            {group.resources.map((resource) => {
              const title = titles[resource.name];
              return (
                <ResourcePermissionsCard
                  key={resource.name}
                  title={title}
                  rules={shown[resource.name]}
                  onChange={(next) => rules.change(resource.name, next)}
                  fields={resourceFields(resourceSet.find(resource.name), translate)}
                  changed={resource.name in rules.changes}
                  refusals={rules.refusals.byResource[resource.name] ?? NO_REFUSALS}
                  readOnly={readOnly}
                />
              );
            })}
          </Box>
        ))}
      {!readOnly && rules.loaded.state === 'ready' && (
        <Paper
          elevation={3}
          sx={{ position: 'sticky', bottom: 8, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, zIndex: 2 }}
        >
          <Typography variant="body2" role="status">
            {dirty ? translate('rolePermissions.unsaved', { count: changedCount }) : translate('rolePermissions.noChanges')}
          </Typography>
          <Button variant="contained" onClick={() => void save()} disabled={!dirty || rules.saving}>
            {translate('rolePermissions.save')}
          </Button>
        </Paper>
      )}
      {previewing && <MenuPreviewDialog role={role} permissions={shown} onClose={() => setPreviewing(false)} />}
      {leaving && (
        <DiscardChangesDialog
          onKeep={() => setLeaving(false)}
          onDiscard={() => {
            setLeaving(false);
            void navigate(ROLES_PATH);
          }}
        />
      )}
      {linkPrompt}
    </Box>
  );
}

/** Mounted per role, so another role's address starts from its own rules. */
export default function RolePermissionsPage() {
  const { key = '' } = useParams();
  return <RolePermissionsEditor key={key} role={key} />;
}
