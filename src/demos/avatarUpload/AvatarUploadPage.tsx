import { useState } from 'react';
import { Avatar, Button, Link, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslate } from 'react-admin';
import { ImageCropUpload } from '../../components/ImageCropUpload';
import { IMAGE_UPLOAD_URL, type UploadedFile } from '../../components/upload/uploadFile';
import { DemoCard } from '../shared/DemoCard';
import demoEditorsTexts from '../../kernel/texts/sections/demoEditors';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoEditorsTexts);

const SIZE = 300;

/** Avatar demo: crop an image to 300 × 300 and upload it; the uploaded image is shown. */
export default function AvatarUploadPage() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [avatar, setAvatar] = useState<UploadedFile>();

  return (
    <>
      <DemoCard title="route.avatarUpload" intro="demoEditors.avatar.intro">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar
            src={avatar?.url}
            alt={translate('demoEditors.avatar.current')}
            variant="rounded"
            sx={{ width: SIZE / 1.5, height: SIZE / 1.5, fontSize: 64 }}
          />
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button variant="contained" startIcon={<PhotoCameraIcon />} onClick={() => setOpen(true)}>
              {translate('demoEditors.avatar.change')}
            </Button>
            {avatar ? (
              <Typography variant="body2" data-testid="avatar-result">
                {translate('demoEditors.avatar.result', { name: avatar.name, size: Math.ceil(avatar.size / 1024) })}{' '}
                <Link href={avatar.url} target="_blank" rel="noopener">
                  {avatar.url}
                </Link>
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('demoEditors.avatar.none')}
              </Typography>
            )}
          </Stack>
        </Stack>
      </DemoCard>
      <ImageCropUpload
        open={open}
        onClose={() => setOpen(false)}
        url={IMAGE_UPLOAD_URL}
        width={SIZE}
        height={SIZE}
        format="png"
        field="file"
        onSuccess={setAvatar}
      />
    </>
  );
}
