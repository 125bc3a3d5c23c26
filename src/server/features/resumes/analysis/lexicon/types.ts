/**
 * A lexicon entry: phrases found in resumes, each naming a skill and supporting role
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

/** Alternatives joined into one case-insensitive pattern with word boundaries. */
export const rx = (...alternatives: string[]) =>
  new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'i');
/** Case-sensitive: acronyms and product names that are also ordinary words (Excel, Canvas, SEL). */
export const cs = (...alternatives: string[]) => new RegExp(`\\b(?:${alternatives.join('|')})\\b`);

/** Colleagues she brings up to speed: "new staff", "12 new hires", "new teachers". */
export const COLLEAGUES =
  '(?:staff|teachers|employees|hires|colleagues|agents|reps|nurses|managers|paraprofessionals|team members|associates|volunteers|tutors|faculty|educators)';
