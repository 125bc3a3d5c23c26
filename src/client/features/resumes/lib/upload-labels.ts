const FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 25, 2026, 3:04 PM" for an ISO time; the text itself when it is not one. */
export function formatUploadTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : FORMAT.format(date);
}

/** The manual form's pasted text, sent as a file (spec part-1 §5) under this name. */
export const PASTED_TEXT_FILE_NAME = 'pasted-resume-text.txt';

/** The name she recognises: her file's, or what the pasted text was. */
export const displayFileName = (name: string) =>
  name === PASTED_TEXT_FILE_NAME ? 'the resume text you pasted' : name;
