/** A failure of the place that keeps upload bytes (an S3 bucket that does not answer): the API answers 503, not 500. */
export class UploadStorageError extends Error {}

/** HTTP 503 `{code: 50300}`: the upload store failed; the message names it and what it said. */
export const UPLOAD_STORE_UNAVAILABLE = '50300';
