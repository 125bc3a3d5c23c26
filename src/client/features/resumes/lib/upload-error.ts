import { ApiError } from '@/client/lib/api-client';

/** The spec's 'Upload Failed' description when the server gave nothing better (part-1 §8). */
export const UPLOAD_FAILED_FALLBACK = 'Failed to process your resume. Please try again.';

/**
 * What she reads when an upload is refused. The server's refusals of a file (RESUME_EMPTY,
 * RESUME_IMAGE, RESUME_TOO_SHORT, FILE_TOO_LARGE, ...) name the real problem in plain words and
 * are shown as they are (ADR 007); an envelope problem (no file field, not multipart) is ours, not
 * hers, and its developer wording is never shown.
 */
export function uploadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || !error.serverMessage) return UPLOAD_FAILED_FALLBACK;
  const code = error.code ?? '';
  if (code.startsWith('RESUME_') || code === 'FILE_TOO_LARGE' || code === 'VALIDATION_ERROR')
    return error.serverMessage;
  if (error.status === 400 || code === 'NOT_MULTIPART')
    return 'We could not read the file that was sent. Please choose your resume file again.';
  if (error.status < 500) return error.serverMessage;
  return UPLOAD_FAILED_FALLBACK;
}
