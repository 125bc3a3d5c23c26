import { stringify } from 'csv-stringify/sync';
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  type Application,
} from '@/shared/contracts/applications';

/**
 * A spreadsheet reads a cell that starts with = + - @ (or a tab or carriage return) as a formula,
 * so a note like "=HYPERLINK(...)" could run when she opens the file (OWASP "CSV injection").
 * A leading apostrophe makes it text; the rest of the value is kept as she wrote it.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The first day she reached each stage (YYYY-MM-DD), blank for stages never reached. */
function stageDates(application: Application): string[] {
  return APPLICATION_STAGES.map((stage) => {
    const reached = application.history.find((event) => event.stage === stage);
    return reached ? reached.at.slice(0, 10) : '';
  });
}

/**
 * Her log of applications, one row each, as unemployment offices ask for: job, employer, link,
 * current stage, the date of every stage reached, follow-up and notes. RFC 4180 quoting (CRLF rows,
 * double quotes doubled) by csv-stringify.
 */
export function applicationsCsv(list: Application[]): string {
  const header = [
    'Job title',
    'Company',
    'Location',
    'Link',
    'Current stage',
    ...APPLICATION_STAGES.map((stage) => `${APPLICATION_STAGE_LABELS[stage]} on`),
    'Follow up on',
    'Notes',
  ];
  const rows = list.map((application) => [
    application.title,
    application.company,
    application.location ?? '',
    application.url,
    APPLICATION_STAGE_LABELS[application.stage],
    ...stageDates(application),
    application.followUpAt ?? '',
    application.notes,
  ]);
  return stringify([header, ...rows.map((row) => row.map(neutraliseFormula))], {
    record_delimiter: '\r\n',
  });
}
