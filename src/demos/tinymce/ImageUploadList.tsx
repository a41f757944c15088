import { Box, Chip, IconButton, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { UploadItem, UploadState } from '../../components/upload/useUploadQueue';

const STATE_COLOR: Record<UploadState, 'info' | 'success' | 'error'> = {
  uploading: 'info',
  uploaded: 'success',
  failed: 'error',
};

/** One row an image: thumbnail, name, progress and status, remove button. */
export function ImageUploadList({ items, onRemove }: { items: UploadItem[]; onRemove(id: string): void }) {
  const translate = useTranslate();
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('demoEditors.imageDialog.none')}
      </Typography>
    );
  }
  return (
    <List dense aria-label={translate('demoEditors.imageDialog.title')}>
      {items.map((item) => (
        <ListItem
          key={item.id}
          data-testid="image-upload-item"
          data-state={item.state}
          divider
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={translate('demoEditors.imageDialog.remove', { name: item.name })}
              onClick={() => onRemove(item.id)}
            >
              <DeleteIcon />
            </IconButton>
          }
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: '100%', pr: 4 }}>
            <Box
              component="img"
              src={item.preview}
              alt=""
              sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover' }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography noWrap title={item.name}>
                {item.name}
              </Typography>
              <LinearProgress
                variant={item.state === 'uploading' ? 'indeterminate' : 'determinate'}
                value={100}
                color={STATE_COLOR[item.state]}
                sx={{ my: 0.5 }}
                aria-label={item.name}
              />
              {item.error && (
                <Typography variant="caption" color="error">
                  {translate(item.error, { _: item.error })}
                </Typography>
              )}
            </Box>
            <Chip size="small" color={STATE_COLOR[item.state]} label={translate(`demoEditors.imageDialog.${item.state}`)} />
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
