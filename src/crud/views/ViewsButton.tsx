/**
 * 'Views' in the toolbar of a generated list: the user's saved views and those shared with them
 * (from the server, so they follow the user to a new browser), applying one, 'Save view...',
 * marking the default and deleting one's own. The user's default view applies when the list opens
 * with no state in its address. The parts that read the list's state mount only when used, so a
 * page, sort or keystroke does not re-render this button.
 */
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Box, Button, Chip, Divider, IconButton, List, ListItem, Popover, Typography } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useGetIdentity, useListContext, useNotify, useStore, useTranslate } from 'react-admin';
import type { ListView } from '../../kernel/http/views';
import type { FieldSchema, ResourceSchema } from '../../kernel/types';
import { currentSearch, useListViews, useListViewsClient } from '../../providers/listViews';
import { useRoles } from '../../providers/useRoles';
import { shownColumnsKey } from '../list/ResourceDataTable';
import { shownColumnSources } from './columns';
import { parseListUrl } from './listUrl';
import { SaveViewDialog, type SaveViewInput } from './SaveViewDialog';
import { applyViewState, currentViewState, type ListStateControls } from './viewState';

export interface ViewsButtonProps {
  schema: ResourceSchema;
  visible: (field: FieldSchema) => boolean;
}

const isOwnDefault = (view: ListView, userId: unknown) => view.isDefault && view.ownerId === userId;

function useApply(schema: ResourceSchema) {
  const list = useListContext() as unknown as ListStateControls;
  const [, setColumns] = useStore<string[]>(shownColumnsKey(schema.name), []);
  return (view: ListView) => applyViewState(list, view.state, setColumns);
}

/** Puts the user's default view on the list once, as it opens. */
function DefaultView({ schema, view, onDone }: { schema: ResourceSchema; view: ListView; onDone: () => void }) {
  const apply = useApply(schema);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    apply(view);
    onDone();
  });
  return null;
}

interface PanelProps extends ViewsButtonProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  views: readonly ListView[];
  userId: unknown;
}

function ViewsPanel({ schema, visible, anchor, onClose, views, userId }: PanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const list = useListContext() as unknown as ListStateControls;
  const [stored] = useStore<string[]>(shownColumnsKey(schema.name), []);
  const apply = useApply(schema);
  const client = useListViewsClient(schema.name);
  const canShare = useRoles().includes('admin');
  const [saving, setSaving] = useState(false);

  const save = async (input: SaveViewInput) => {
    const state = currentViewState(list, shownColumnSources(schema, visible, stored));
    await client.create({ ...input, state });
    setSaving(false);
    onClose();
    notify('crud.views.saved', { type: 'success', messageArgs: { name: input.name } });
  };
  const choose = (view: ListView) => {
    apply(view);
    onClose();
    notify('crud.views.applied', { type: 'info', messageArgs: { name: view.name } });
  };
  const toggleDefault = (view: ListView) => void client.update(view.id, { isDefault: !view.isDefault }).catch(() => undefined);
  const remove = (view: ListView) =>
    void client.remove(view.id).then(
      () => notify('crud.views.deleted', { type: 'info', messageArgs: { name: view.name } }),
      () => undefined,
    );

  return (
    <>
      <Popover
        open={anchor !== null && !saving}
        anchorEl={anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box sx={{ p: 1.5, minWidth: 300 }}>
          <Typography id={titleId} variant="subtitle2" sx={{ px: 1 }}>
            {translate('crud.views.button')}
          </Typography>
          {views.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 1 }}>
              {translate('crud.views.none')}
            </Typography>
          ) : (
            <List dense>
              {views.map((view) => {
                const own = view.ownerId === userId;
                const isDefault = isOwnDefault(view, userId);
                return (
                  <ListItem key={view.id} disableGutters sx={{ gap: 0.5 }}>
                    <Button sx={{ flex: '1 1 auto', justifyContent: 'flex-start', textTransform: 'none' }} onClick={() => choose(view)}>
                      {view.name}
                    </Button>
                    {isDefault && <Chip size="small" color="primary" label={translate('crud.views.default')} />}
                    {!own && <Chip size="small" variant="outlined" label={translate('crud.views.shared')} />}
                    {own && (
                      <IconButton
                        size="small"
                        aria-pressed={isDefault}
                        aria-label={translate(isDefault ? 'crud.views.unmakeDefault' : 'crud.views.makeDefault', { name: view.name })}
                        onClick={() => toggleDefault(view)}
                      >
                        {isDefault ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
                      </IconButton>
                    )}
                    {view.mine && (
                      <IconButton size="small" aria-label={translate('crud.views.delete', { name: view.name })} onClick={() => remove(view)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    )}
                  </ListItem>
                );
              })}
            </List>
          )}
          <Divider />
          <Button size="small" sx={{ mt: 1 }} onClick={() => setSaving(true)}>
            {translate('crud.views.save')}
          </Button>
        </Box>
      </Popover>
      <SaveViewDialog
        open={saving}
        canShare={canShare}
        onClose={() => {
          setSaving(false);
          onClose();
        }}
        onSave={save}
      />
    </>
  );
}

export function ViewsButton({ schema, visible }: ViewsButtonProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { identity } = useGetIdentity();
  const userId: unknown = identity?.userId;
  const views = useListViews(schema.name);
  // The default view applies only to a list opened without state in its address.
  const [defaultPending, setDefaultPending] = useState(() => parseListUrl(currentSearch()) === undefined);
  const defaultView = defaultPending && userId !== undefined ? views.data?.find((view) => isOwnDefault(view, userId)) : undefined;
  useEffect(() => {
    if (defaultPending && (views.isError || (views.data && userId !== undefined && !defaultView))) setDefaultPending(false);
  }, [defaultPending, views.isError, views.data, userId, defaultView]);

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarksIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {translate('crud.views.button')}
      </Button>
      {anchor && <ViewsPanel schema={schema} visible={visible} anchor={anchor} onClose={() => setAnchor(null)} views={views.data ?? []} userId={userId} />}
      {defaultView && <DefaultView schema={schema} view={defaultView} onDone={() => setDefaultPending(false)} />}
    </>
  );
}
