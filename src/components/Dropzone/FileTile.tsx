import { Box, Card, CardActions, CardMedia, Chip, IconButton, LinearProgress, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { UploadItem, UploadState } from '../upload/useUploadQueue';

const STATE_COLOR: Record<UploadState, 'info' | 'success' | 'error'> = {
  uploading: 'info',
  uploaded: 'success',
  failed: 'error',
};

/** A thumbnail of one file with its upload status and a remove button. */
export function FileTile({ item, onRemove }: { item: UploadItem; onRemove(): void }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid="dropzone-file" data-state={item.state} sx={{ width: 180 }}>
      <CardMedia component="img" image={item.preview} alt={item.name} sx={{ height: 120, objectFit: 'cover' }} />
      {item.state === 'uploading' && <LinearProgress aria-label={item.name} />}
      <Box sx={{ px: 1.5, pt: 1 }}>
        <Typography variant="body2" noWrap title={item.name}>
          {item.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {Math.ceil(item.size / 1024)} KB
        </Typography>
        {item.error && (
          <Typography variant="caption" color="error" component="p" noWrap title={item.error}>
            {translate(item.error, { _: item.error })}
          </Typography>
        )}
      </Box>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <Chip size="small" color={STATE_COLOR[item.state]} label={translate(`demoEditors.dropzone.${item.state}`)} />
        <Tooltip title={translate('demoEditors.dropzone.remove', { name: item.name })}>
          <IconButton size="small" aria-label={translate('demoEditors.dropzone.remove', { name: item.name })} onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}
