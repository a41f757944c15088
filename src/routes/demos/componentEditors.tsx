import { lazy } from 'react';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DataObjectIcon from '@mui/icons-material/DataObject';
import EditNoteIcon from '@mui/icons-material/EditNote';
import NotesIcon from '@mui/icons-material/Notes';
import type { RouteItem } from '../types';

/** Children of '/components' (relative paths): editors and uploads, each page its own chunk. */
export const editorRoutes: RouteItem[] = [
  {
    path: 'tinymce',
    name: 'TinymceDemo',
    component: lazy(() => import('../../demos/tinymce/TinymcePage')),
    meta: { title: 'route.tinymce', icon: EditNoteIcon },
  },
  {
    path: 'markdown',
    name: 'MarkdownDemo',
    component: lazy(() => import('../../demos/markdown/MarkdownPage')),
    meta: { title: 'route.markdown', icon: NotesIcon },
  },
  {
    path: 'json-editor',
    name: 'JsonEditorDemo',
    component: lazy(() => import('../../demos/jsonEditor/JsonEditorPage')),
    meta: { title: 'route.jsonEditor', icon: DataObjectIcon },
  },
  {
    path: 'avatar-upload',
    name: 'AvatarUploadDemo',
    component: lazy(() => import('../../demos/avatarUpload/AvatarUploadPage')),
    meta: { title: 'route.avatarUpload', icon: AccountCircleIcon },
  },
  {
    path: 'dropzone',
    name: 'DropzoneDemo',
    component: lazy(() => import('../../demos/dropzone/DropzonePage')),
    meta: { title: 'route.dropzone', icon: CloudUploadIcon },
  },
];
