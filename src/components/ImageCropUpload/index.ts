export { ImageCropUpload, type ImageCropUploadProps } from './ImageCropUpload';
export { checkImageDimensions, checkImageFile, type CropFormat } from './validation';
