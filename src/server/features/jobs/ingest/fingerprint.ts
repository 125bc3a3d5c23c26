import { normalizeWords } from './normalize-words';

/** Recognising one job on several boards (job-boards.md §5). */

const COMPANY_SUFFIXES =
  /\b(?:inc|incorporated|llc|l l c|ltd|limited|corp|corporation|co|company|gmbh|plc|sa|ag|bv|pty|srl|sas|oy|ab)\b/g;

export function normalizeCompany(company: string): string {
  return normalizeWords(company).replace(COMPANY_SUFFIXES, '').replace(/\s+/g, ' ').trim();
}

/** The first place of a location list: "San Francisco, CA | New York City, NY" -> "san francisco". */
export function primaryCity(location: string | null): string {
  const first = location?.split(/\s*[|;/•]\s*|\s+or\s+/)[0] ?? '';
  return normalizeWords(first.split(',')[0] ?? '');
}

/**
 * Recognises one job posted on several boards: normalised title + company (legal suffixes
 * dropped) + city, or "remote". Tracking-laden URLs make poor keys (job-boards.md §5).
 */
export function fingerprint(job: {
  title: string;
  company: string;
  location: string | null;
  isRemote: boolean;
}): string {
  const title = normalizeWords(job.title.replace(/\((?:[^)]*\bremote\b[^)]*)\)/gi, ''));
  const place = job.isRemote ? 'remote' : primaryCity(job.location);
  return [title, normalizeCompany(job.company), place].join('|');
}
