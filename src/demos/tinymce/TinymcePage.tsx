import { useCallback, useRef, useState } from 'react';
import { Box, Button, Grid, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useTranslate } from 'react-admin';
import { HtmlCode } from '../../components/SafeHtml/HtmlCode';
import { SafeHtml } from '../../components/SafeHtml/SafeHtml';
import { sanitizeHtml } from '../../components/SafeHtml/sanitizeHtml';
import { DemoCard } from '../shared/DemoCard';
import { ImageUploadDialog } from './ImageUploadDialog';
import { RichTextEditor, type RichTextEditorHandle } from './RichTextEditor';
import { INITIAL_CONTENT } from './toolbar';
import demoEditorsTexts from '../../kernel/texts/sections/demoEditors';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoEditorsTexts);

/** Rich text demo: Quill with a full toolbar, multi-image upload, sanitised preview and HTML. */
export default function TinymcePage() {
  const translate = useTranslate();
  const [html, setHtml] = useState(INITIAL_CONTENT);
  const [dialogOpen, setDialogOpen] = useState(false);
  const editor = useRef<RichTextEditorHandle>(null);
  const openDialog = useCallback(() => setDialogOpen(true), []);
  const clean = sanitizeHtml(html);

  const insert = (urls: string[]) => {
    setDialogOpen(false);
    editor.current?.insertImages(urls);
  };

  return (
    <>
      <DemoCard
        title="route.tinymce"
        intro="demoEditors.tinymce.intro"
        actions={
          <Button variant="contained" startIcon={<AddPhotoAlternateIcon />} onClick={openDialog}>
            {translate('demoEditors.tinymce.uploadImages')}
          </Button>
        }
      >
        <RichTextEditor ref={editor} defaultValue={INITIAL_CONTENT} onChange={setHtml} onImageRequest={openDialog} />
        <Grid container spacing={2} sx={{ mt: 2 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              {translate('demoEditors.tinymce.preview')}
            </Typography>
            <Box className="ql-snow" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <SafeHtml
                className="ql-editor"
                html={clean}
                aria-label={translate('demoEditors.tinymce.preview')}
                sx={{ minHeight: 120, '& img': { maxWidth: '100%' } }}
              />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              {translate('demoEditors.tinymce.html')}
            </Typography>
            <HtmlCode code={clean || translate('demoEditors.tinymce.empty')} label={translate('demoEditors.tinymce.html')} />
          </Grid>
        </Grid>
      </DemoCard>
      <ImageUploadDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onConfirm={insert} />
    </>
  );
}
