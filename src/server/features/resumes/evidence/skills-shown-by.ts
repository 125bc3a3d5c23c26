import { analyse } from '../analysis/analyze-resume';
import { COMPETENCIES } from '../analysis/competencies';

const LABEL_BY_ID = new Map(COMPETENCIES.map((c) => [c.id, c.label]));

/**
 * The skills (competency labels, as the evidence bank names them) a line of text asks for or
 * shows, read by the analysis's own lexicon: a posting's requirement is matched to her evidence
 * by the same words that judged her resume.
 */
export function skillsShownBy(text: string): string[] {
  const skills = new Set<string>();
  for (const match of analyse(text, { skillsOnly: true }).signals)
    for (const id of Object.keys(match.signal.supports)) {
      const label = LABEL_BY_ID.get(id);
      if (label) skills.add(label);
    }
  return [...skills];
}
