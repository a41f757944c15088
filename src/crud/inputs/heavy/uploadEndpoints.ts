/**
 * Where the heavy inputs post their uploads (multipart field 'file'); the stored value is the URL the
 * service answers (a file's ends in its name).
 */
import { ENDPOINTS } from '../../../kernel/http/endpoints';

export const IMAGE_UPLOAD_ENDPOINT = ENDPOINTS.uploadImage;
export const FILE_UPLOAD_ENDPOINT = ENDPOINTS.uploadFile;
