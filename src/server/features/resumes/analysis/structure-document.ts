/**
 * The analysis's view of her resume, made from its structure (resume-structure.ts): the blocks
 * the matcher cuts into quotable units, each with its section, whether it is a bullet, a contact
 * line, the headline or a job's heading, and the job it belongs to (with its recency).
 */
import { isContactLine, type Block, type Job, type ResumeDocument, type Section } from './document';
import type { ResumeStructure, StructuredJob } from './resume-structure';

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

export function documentOf(structure: ResumeStructure): ResumeDocument {
  const blocks: Block[] = [];
  structure.contact.forEach((line, i) => {
    if ((i === 0 && structure.name) || isContactLine(line)) {
      blocks.push(plain(line, 'contact', { contact: true }));
      return;
    }
    if (line === structure.headline) blocks.push(plain(line, 'top', { headline: true }));
    else blocks.push(plain(line, 'summary'));
  });
  for (const line of structure.summary) blocks.push(plain(line, 'summary'));
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
