/** One uploaded image in an input: its thumbnail and, when the field can be edited, a remove button. */
import { Box, IconButton, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { safeImageSrc } from '../../cells/safeUrl';

export function ImageTile({ url, alt, size, onRemove }: { url: string; alt: string; size: number; onRemove?: () => void }) {
  const translate = useTranslate();
  const src = safeImageSrc(url);
  const remove = translate('crud.heavy.upload.remove', { name: alt });
  return (
    <Box sx={{ position: 'relative', width: size, height: size, flex: 'none' }}>
      {src && <Box component="img" src={src} alt={alt} sx={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }} />}
      {onRemove && (
        <Tooltip title={remove}>
          <IconButton
            size="small"
            aria-label={remove}
            onClick={onRemove}
            sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
