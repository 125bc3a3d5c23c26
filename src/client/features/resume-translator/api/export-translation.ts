import type { TrackSlug } from '@/shared/constants';
import { translationPath } from './get-translation';

export type ExportFormat = 'docx' | 'pdf';

/**
 * The tailored resume as a file: a plain link, so the browser downloads it with the session
 * cookie and the server's file name (Content-Disposition), and nothing is held in memory here.
 */
export const translationExportUrl = (userId: string, roleType: TrackSlug, format: ExportFormat) =>
  `${translationPath(userId, roleType)}/export?format=${format}`;
