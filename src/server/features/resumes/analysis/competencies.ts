import { z } from 'zod';
import { ROLE_TYPES, type RoleType } from '@/shared/constants';
import { readContentJson } from '../../../content/read-content-json';

/**
 * What each role needs, anchored to O*NET 29.3 elements (content/competencies.json, whose `about`
 * explains the weights; docs/decisions/005-resume-analysis.md). Content, so the gap copy a teacher
 * reads is edited without touching TypeScript; read and checked once, at first import.
 */
export interface Competency {
  id: string;
  role: RoleType;
  label: string;
  onet: { kind: 'skills' | 'knowledge'; id: string };
  emphasis: number;
  /** The mini-course module (of the role's own track) that teaches it. */
  module: number;
  gap: { why: string; howToClose: string };
}

const CompetencySchema = z.strictObject({
  id: z.string().regex(/^(?:sales|cs|ld)\.[a-z-]+$/),
  role: z.enum(ROLE_TYPES),
  label: z.string().min(1).max(80),
  /** The O*NET element it is anchored to, and that element's name for whoever edits the file. */
  onet: z.strictObject({
    kind: z.enum(['skills', 'knowledge']),
    id: z.string().regex(/^\d(?:\.[A-Z0-9a-z]+)+$/),
    name: z.string().min(1),
  }),
  emphasis: z.number().gt(0).max(3),
  module: z.number().int().min(1),
  gap: z.strictObject({
    why: z.string().min(20).max(300),
    howToClose: z.string().min(20).max(400),
  }),
});

function loadCompetencies(): Competency[] {
  const { competencies } = readContentJson(
    z.strictObject({ about: z.string(), competencies: z.array(CompetencySchema).min(1) }),
    'competencies.json',
  );
  const ids = new Set<string>();
  return competencies.map(({ onet: { name: _name, ...onet }, ...competency }) => {
    if (ids.has(competency.id))
      throw new Error(`content/competencies.json: ${competency.id} is listed twice`);
    ids.add(competency.id);
    return { ...competency, onet };
  });
}

export const COMPETENCIES: Competency[] = loadCompetencies();

export function competenciesFor(role: RoleType): Competency[] {
  return COMPETENCIES.filter((c) => c.role === role);
}

/** Every competency id of the three roles ("ld.design"): what a verdict or a statement may name. */
export const COMPETENCY_IDS: ReadonlySet<string> = new Set(COMPETENCIES.map((c) => c.id));
