import type { RoleType } from '@/shared/constants';

/**
 * A lexicon entry (content/lexicon/*.json, read by load-lexicon.ts): phrases found in resumes, each naming a skill and supporting role
 * competencies (../competencies.ts) with a strength from 0 to 1. Corporate language counts in
 * full; classroom language counts as transferable (usually 0.5-0.8) and carries the phrase a
 * recruiter would use instead. Tools are grounded in O*NET's hot technologies where O*NET lists
 * them.
 */
export interface Signal {
  id: string;
  /** The skill as it appears in the user's skill list and on each evidence quote. */
  skill: string;
  patterns: RegExp[];
  /** Competency id -> strength. */
  supports: Record<string, number>;
  /**
   * What kind of proof the phrase is: direct experience of a role, a tool, or classroom
   * experience that transfers. Orders the skill list (direct, then tools, then transferable).
   */
  kind: 'transferable' | 'direct' | 'tool';
  /**
   * Classroom language that still says which role her work is about (a caseload is customer
   * success, writing curriculum for others is L&D): it votes like direct experience.
   */
  defining?: true;
  /**
   * A field of study ("M.Ed. Curriculum & Instruction"): in her education it counts as a degree,
   * more than the education section's weight gives a line there (DEGREE_WEIGHT).
   */
  degree?: true;
}

/**
 * A job title of one of the three role families (content/lexicon/titles.json). Read only where a
 * title stands: the headline, a job line, and the opening words of the summary. Strength 1 is the
 * role itself; less for titles that are often, but not always, that role.
 */
export interface TitleSignal {
  id: string;
  role: RoleType;
  /** The experience the title shows, as the evidence names it. */
  skill: string;
  patterns: RegExp[];
  strength: number;
  /** Competencies the title itself shows (weighted like a lexicon signal). */
  supports: Record<string, number>;
}
