/** Document rules the browser and the server share, without zod (the upload form checks them first). */
export const DOCUMENT_TYPES = ['identity', 'address', 'payment', 'selfie'] as const;
export const DOCUMENT_STATUSES = { pending: 1, approved: 2, declined: 3 } as const;
/** JPEG, PNG and PDF, recognised by their content, up to 5 MiB. */
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Documents one player may have waiting for review at once (uploads past it are refused). */
export const DOCUMENT_MAX_PENDING = 20;
