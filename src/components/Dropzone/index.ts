export { Dropzone, type DropzoneProps } from './Dropzone';
export { checkDrop, DEFAULT_DROPZONE_RULES, type DropzoneRules } from './rules';
