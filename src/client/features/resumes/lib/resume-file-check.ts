import { RESUME_MAX_BYTES } from '@/shared/constants';

export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'];
export const RESUME_ACCEPT = ACCEPTED_EXTENSIONS.join(',');

const FORMATS = 'PDF, DOC, DOCX or TXT';

/**
 * What is wrong with a chosen file before it leaves the page, in the words the server uses for the
 * same refusal (resumes.routes.ts), or null when it may be sent. What only its bytes can tell (an
 * image named .pdf, a scan, too few words) is the server's to say.
 */
export function resumeFileProblem(file: File, maxBytes = RESUME_MAX_BYTES): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext)))
    return `This file type isn't supported. Please upload a ${FORMATS} file.`;
  if (file.size === 0)
    return `This file is empty. Please choose your resume file again (${FORMATS}).`;
  if (file.size > maxBytes) {
    const mb = Math.round(maxBytes / (1024 * 1024));
    return `Your file is larger than ${mb} MB. Please upload a smaller file (${FORMATS}).`;
  }
  return null;
}
