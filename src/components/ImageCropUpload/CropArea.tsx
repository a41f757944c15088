import { useId } from 'react';
import { Box, Slider, Stack, Typography } from '@mui/material';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslate } from 'react-admin';
import demoEditorsTexts from '../../kernel/texts/sections/demoEditors';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoEditorsTexts);

interface CropAreaProps {
  src: string;
  aspect: number;
  crop: Point;
  zoom: number;
  onCropChange(crop: Point): void;
  onZoomChange(zoom: number): void;
  onAreaChange(area: Area): void;
}

/** react-easy-crop with a zoom slider. */
export function CropArea({ src, aspect, crop, zoom, onCropChange, onZoomChange, onAreaChange }: CropAreaProps) {
  const translate = useTranslate();
  const zoomLabel = useId();
  return (
    <Box>
      <Box
        sx={{ position: 'relative', height: 320, bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}
        aria-label={translate('demoEditors.imageCrop.cropArea')}
        role="group"
      >
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          maxZoom={4}
          onCropChange={onCropChange}
          onZoomChange={onZoomChange}
          onCropComplete={(_, pixels) => onAreaChange(pixels)}
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
        <ZoomInIcon color="action" />
        <Typography variant="body2" id={zoomLabel}>
          {translate('demoEditors.imageCrop.zoom')}
        </Typography>
        <Box sx={{ flex: 1, px: 1.5, display: 'flex' }}>
          <Slider
            value={zoom}
            min={1}
            max={4}
            step={0.05}
            onChange={(_, value) => typeof value === 'number' && onZoomChange(value)}
            aria-labelledby={zoomLabel}
          />
        </Box>
      </Stack>
    </Box>
  );
}
