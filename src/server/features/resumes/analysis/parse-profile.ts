import type { ResumeDocument } from './document';
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

/** Her jobs, her education, her current title and her years of experience. */
export function parseProfile(doc: ResumeDocument): ParsedProfile {
  const workHistory = doc.jobs.slice(0, 8).map((job) => ({
    title: job.title.slice(0, 200),
    organization: job.organization?.slice(0, 200) ?? null,
    dates: job.dates,
  }));
  // Resumes list the current job first; a dated job is a surer title than an undated line.
  const first = doc.jobs.find((j) => j.dates) ?? doc.jobs[0];
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
