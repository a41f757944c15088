import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Dropzone } from '../../components/Dropzone';

/** Dropzone demo: images up to 2 MB, at most 3 files, each uploaded on its own. */
export default function DropzonePage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1">
            {translate('route.dropzone')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('demoEditors.dropzone.intro')}
          </Typography>
          <Dropzone />
        </CardContent>
      </Card>
    </Box>
  );
}
