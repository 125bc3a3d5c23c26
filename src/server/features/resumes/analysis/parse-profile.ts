import { TITLE_NOUN, type ResumeStructure } from '../../../core/resume-model';
import type { ResumeDocument } from './structure-document';
import { yearsOfExperience } from './years';

export interface ParsedProfile {
  extractedRole: string | null;
  yearsExperience: number | null;
  yearsExperienceSource: 'stated' | 'dates' | null;
  education: string[];
  workHistory: { title: string; organization: string | null; dates: string | null }[];
}

// Degree abbreviations end in a dot, so the patterns end with a lookahead rather than \b.
const EDUCATION_LINE =
  /\b(?:bachelor|master|doctor of|doctorate|associate(?:'s)? degree|b\.?\s?a\.?|b\.?\s?s\.?|m\.?\s?a\.?\s?t\.?|m\.?\s?a\.?|m\.?\s?s\.?|m\.?\s?ed\.?|ed\.?\s?d\.?|ph\.?\s?d\.?|mba|mlis|pgce|b\.?\s?ed\.?|university|college|gpa)(?![A-Za-z])/i;
const DEGREE =
  /\b(?:bachelor|master|doctor of|doctorate|associate of|associate in|b\.a\.|b\.s\.|b\.b\.a\.|m\.a\.|m\.s\.|m\.ed\.?|ed\.d\.|ph\.d\.|mba|mlis|pgce|b\.?ed\.?|m\.?a\.?t\.?|ba|bs|bba|ma|ms|med)(?![A-Za-z])/i;

/**
 * Her jobs, her education, her current title and her years of experience. Her jobs and current
 * title are read from her resume's structure (the same jobs the translator and the tailored
 * resume show); a resume whose structure names no job falls back on the jobs the analysis read.
 */
export function parseProfile(doc: ResumeDocument, structure?: ResumeStructure): ParsedProfile {
  const structured = (structure?.experience ?? []).filter((job) => job.title && job.dates);
  // The structure's jobs, unless the analysis's reading found more dated jobs or the structure
  // took an employer for a title (a hard-wrapped job line): then the analysis's jobs.
  const trusted =
    structured.length > 0 &&
    structured.length >= doc.jobs.filter((job) => job.dates).length &&
    structured.every((job) => TITLE_NOUN.test(job.title!));
  const jobs = trusted
    ? structured.map((job) => ({
        title: job.title!,
        organization: job.organization,
        dates: job.dates,
        current: job.current,
      }))
    : doc.jobs;
  const workHistory = jobs.slice(0, 8).map((job) => ({
    title: job.title.slice(0, 200),
    organization: job.organization?.slice(0, 200) ?? null,
    dates: job.dates,
  }));
  // The job whose dates end in "Present" is her current role; otherwise resumes list the latest
  // job first, and a dated job is a surer title than an undated line.
  const first = jobs.find((j) => j.current) ?? jobs.find((j) => j.dates) ?? jobs[0];
  const headline = doc.blocks.find((b) => b.headline)?.text ?? null;
  const education = doc.blocks
    .filter(
      (b) =>
        !b.contact &&
        !b.jobLine &&
        DEGREE.test(b.text) &&
        EDUCATION_LINE.test(b.text) &&
        b.text.length <= 160,
    )
    .map((b) => b.text)
    .slice(0, 4);
  const years = yearsOfExperience(doc);
  return {
    extractedRole: (first?.title ?? headline)?.slice(0, 120) ?? null,
    yearsExperience: years.years,
    yearsExperienceSource: years.source,
    education,
    workHistory,
  };
}
