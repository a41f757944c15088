/**
 * Where the heavy inputs post their uploads (multipart field 'file'); the stored value is the URL the
 * service answers. The service has one upload endpoint today, for images: `file` fields post there
 * too until the server offers one for other types (only this line changes then).
 */
import { ENDPOINTS } from '../../../kernel/http/endpoints';

export const IMAGE_UPLOAD_ENDPOINT = ENDPOINTS.uploadImage;
export const FILE_UPLOAD_ENDPOINT = ENDPOINTS.uploadImage;
