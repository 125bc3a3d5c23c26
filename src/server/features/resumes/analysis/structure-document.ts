/**
 * The analysis's view of her resume, made from its structure (core/resume-model, the one
 * resume model): the blocks
 * the matcher cuts into quotable units, each with its section, whether it is a bullet, a contact
 * line, the headline or a job's heading, and the job it belongs to (with its recency).
 */
import {
  headingSection,
  isContactLine,
  type ResumeStructure,
  type Section,
  type StructuredJob,
} from '../../../core/resume-model';

export type { Section };

export interface Job {
  /** The job line as written (with its organisation and dates). */
  line: string;
  title: string;
  organization: string | null;
  dates: string | null;
  /** Months since year 0 (year * 12 + month), when the dates say. */
  start: number | null;
  end: number | null;
  current: boolean;
  /** 1 for the current or most recent job, less for older ones (never below OLDEST_JOB_WEIGHT). */
  recency: number;
}

export interface Block {
  /** The whole line, bullet or paragraph as written, hard wraps joined with single spaces. */
  text: string;
  section: Section;
  bullet: boolean;
  /** Name, address, phone, e-mail, web address: never evidence. */
  contact: boolean;
  /** The short title line under the name ("Instructional Designer"). */
  headline: boolean;
  /** A line naming a job (title, employer, dates). */
  jobLine: boolean;
  job: Job | null;
}

export interface ResumeDocument {
  blocks: Block[];
  name: string | null;
  jobs: Job[];
  /** True when the resume has an experience section heading. */
  hasExperienceSection: boolean;
}

/** Weight of a job that ended this many years before the most recent one. */
const OLDEST_JOB_WEIGHT = 0.55;
function recencyWeight(yearsBefore: number): number {
  if (yearsBefore <= 1) return 1;
  return Math.max(OLDEST_JOB_WEIGHT, 1 - 0.05 * yearsBefore);
}

const plain = (text: string, section: Section, extra: Partial<Block> = {}): Block => ({
  text,
  section,
  bullet: false,
  contact: false,
  headline: false,
  jobLine: false,
  job: null,
  ...extra,
});

/** The manual profile's skills: every line a listed skill, with no name or contact block. */
export function skillsDocument(text: string): ResumeDocument {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    blocks: lines.map((line) => plain(line, 'skills')),
    name: null,
    jobs: [],
    hasExperienceSection: false,
  };
}

export function documentOf(structure: ResumeStructure): ResumeDocument {
  const blocks: Block[] = [];
  structure.contact.forEach((line, i) => {
    // Her name, her details, and a "Contact" heading over them.
    if ((i === 0 && structure.name) || isContactLine(line) || headingSection(line) === 'contact') {
      blocks.push(plain(line, 'contact', { contact: true }));
      return;
    }
    if (line === structure.headline) blocks.push(plain(line, 'top', { headline: true }));
    else blocks.push(plain(line, 'summary'));
  });
  // A phone number a two-column page ran into her summary is still a contact line.
  for (const line of structure.summary)
    blocks.push(plain(line, 'summary', { contact: isContactLine(line) }));
  for (const line of structure.objective) blocks.push(plain(line, 'objective'));
  const jobs: Job[] = [];
  const jobOf = new Map<StructuredJob, Job>();
  for (const sj of structure.experience) {
    const titled = sj.title !== null && sj.header.length > 0;
    const titleLine = titled ? (sj.header.find((h) => h.includes(sj.title!)) ?? sj.header[0]!) : '';
    const job: Job | null = titled
      ? {
          line: titleLine,
          title: sj.title!,
          organization: sj.organization,
          dates: sj.dates,
          start: sj.start,
          end: sj.end,
          current: sj.current,
          recency: 1,
        }
      : null;
    if (job) {
      jobs.push(job);
      jobOf.set(sj, job);
    }
    const section: Section = 'experience';
    for (const line of sj.header) blocks.push(plain(line, section, { jobLine: job !== null, job }));
    for (const line of sj.bullets) blocks.push(plain(line, section, { bullet: true, job }));
  }
  for (const line of structure.education) blocks.push(plain(line, 'education'));
  for (const line of structure.certifications) blocks.push(plain(line, 'skills'));
  for (const line of structure.skills) blocks.push(plain(line, 'skills'));
  for (const other of structure.other)
    for (const line of other.lines) blocks.push(plain(line, 'other'));

  const latest = Math.max(...jobs.map((j) => j.end ?? -1));
  jobs.forEach((job, order) => {
    if (latest >= 0 && job.end !== null) job.recency = recencyWeight((latest - job.end) / 12);
    else job.recency = Math.max(OLDEST_JOB_WEIGHT, 1 - 0.15 * order);
  });
  return {
    blocks,
    name: structure.name,
    jobs,
    hasExperienceSection: structure.experience.length > 0,
  };
}
