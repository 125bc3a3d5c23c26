import { ROLE_TYPES, trackByRoleType, type RoleName, type RoleType } from '@/shared/constants';
import type { Evidence, ResumeAnalysis, RoleFit } from '@/shared/contracts/resumes';
import type { RoleProfiles } from '../../../lib/onet/role-profiles';
import { competenciesFor, type Competency } from './competencies';
import { parseProfile } from './parse-profile';
import { SIGNALS, type Signal } from './lexicon';
import { summarizeAnalysis } from './summarize-analysis';

/** Below this best score no role is called a fit and the spec's keyword fallback decides. */
export const MIN_BEST_FIT_SCORE = 20;
const MAX_QUOTE_LENGTH = 220;

export interface SignalHit {
  signal: Signal;
  /** Distinct resume lines that show the signal, in document order. */
  quotes: string[];
}

/** Lines of the resume; long paragraphs split into sentences so quotes stay short. */
export function resumeLines(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim().replace(/^[-*•▪●◦‣]\s*/, '');
    if (!line) continue;
    if (line.length <= MAX_QUOTE_LENGTH) {
      lines.push(line);
      continue;
    }
    for (const sentence of line.split(/(?<=[.!?;])\s+(?=[A-Z0-9"“(])/)) {
      const trimmed = sentence.trim();
      if (trimmed) lines.push(trimmed.length <= MAX_QUOTE_LENGTH ? trimmed : clipAround(trimmed));
    }
  }
  return lines;
}

/** A long sentence with no break: keep its first MAX_QUOTE_LENGTH characters up to a word end. */
function clipAround(sentence: string): string {
  const cut = sentence.slice(0, MAX_QUOTE_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return lastSpace > 80 ? cut.slice(0, lastSpace) : cut;
}

export function findSignals(lines: string[]): SignalHit[] {
  const hits: SignalHit[] = [];
  for (const signal of SIGNALS) {
    const quotes: string[] = [];
    for (const line of lines) {
      if (signal.patterns.some((pattern) => pattern.test(line)) && !quotes.includes(line))
        quotes.push(line);
    }
    if (quotes.length > 0) hits.push({ signal, quotes });
  }
  return hits;
}

export function competencyWeight(competency: Competency, profiles: RoleProfiles): number {
  const profile = profiles.profiles[competency.role];
  const importance = profile[competency.onet.kind][competency.onet.id]?.importance;
  if (importance === undefined)
    throw new Error(`O*NET element ${competency.onet.id} missing for ${competency.role}`);
  return importance * competency.emphasis;
}

/** Distinct signals back each other up: coverage = 1 - Π(1 - strength). */
function coverage(
  competency: Competency,
  hits: SignalHit[],
): { value: number; contributors: SignalHit[] } {
  let missing = 1;
  const contributors: SignalHit[] = [];
  for (const hit of hits) {
    const strength = hit.signal.supports[competency.id];
    if (!strength) continue;
    missing *= 1 - strength;
    contributors.push(hit);
  }
  contributors.sort(
    (a, b) => (b.signal.supports[competency.id] ?? 0) - (a.signal.supports[competency.id] ?? 0),
  );
  return { value: 1 - missing, contributors };
}

function labelFor(score: number): RoleFit['label'] {
  if (score >= 70) return 'Great match';
  if (score >= 50) return 'Good match';
  if (score >= 30) return 'Possible match';
  return 'Stretch';
}

function evidenceOf(hit: SignalHit, usedQuotes: Set<string>): Evidence | undefined {
  const quote = hit.quotes.find((q) => !usedQuotes.has(q));
  if (!quote) return undefined;
  usedQuotes.add(quote);
  return {
    quote,
    skill: hit.signal.skill,
    ...(hit.signal.translation ? { translation: hit.signal.translation } : {}),
  };
}

export function scoreRole(roleType: RoleType, hits: SignalHit[], profiles: RoleProfiles): RoleFit {
  const track = trackByRoleType(roleType)!;
  const competencies = competenciesFor(roleType).map((competency) => ({
    competency,
    weight: competencyWeight(competency, profiles),
    ...coverage(competency, hits),
  }));
  const totalWeight = competencies.reduce((sum, c) => sum + c.weight, 0);
  const score = Math.round(
    (100 * competencies.reduce((sum, c) => sum + c.weight * c.value, 0)) / totalWeight,
  );

  // Evidence: the lines behind the signals that add most to this role's score.
  const contribution = (hit: SignalHit) =>
    competencies.reduce(
      (sum, c) => sum + c.weight * (hit.signal.supports[c.competency.id] ?? 0),
      0,
    );
  const usedQuotes = new Set<string>();
  const evidence = hits
    .filter((hit) => contribution(hit) > 0)
    .sort((a, b) => contribution(b) - contribution(a))
    .map((hit) => evidenceOf(hit, usedQuotes))
    .filter((e): e is Evidence => e !== undefined)
    .slice(0, 4);

  const strengths = competencies
    .filter((c) => c.value >= 0.6)
    .sort((a, b) => b.weight * b.value - a.weight * a.value)
    .slice(0, 4)
    .map((c) => {
      const quote = c.contributors[0]?.quotes[0];
      return { skill: c.competency.label, ...(quote ? { quote } : {}) };
    });

  const gaps = competencies
    .filter((c) => c.value < 0.5)
    .sort((a, b) => b.weight * (1 - b.value) - a.weight * (1 - a.value))
    .slice(0, 3)
    .map((c) => ({
      skill: c.competency.label,
      why: c.competency.gap.why,
      howToClose: c.competency.gap.howToClose,
      moduleId: c.competency.module,
    }));

  return {
    role: track.roleName,
    roleType,
    score,
    label: labelFor(score),
    evidence,
    strengths,
    gaps,
  };
}

/** The skills a teacher would list, strongest first: direct experience, then tools, then transferable. */
function skillList(hits: SignalHit[]): string[] {
  const order = { direct: 0, tool: 1, transferable: 2 } as const;
  return [...hits]
    .sort(
      (a, b) => order[a.signal.kind] - order[b.signal.kind] || b.quotes.length - a.quotes.length,
    )
    .map((hit) => hit.signal.skill)
    .slice(0, 15);
}

const FALLBACK_GROUPS: { role: RoleName; keywords: string[] }[] = [
  {
    role: 'Learning & Development Specialist',
    keywords: ['teaching', 'training', 'curriculum', 'education'],
  },
  {
    role: 'Customer Success Manager',
    keywords: ['customer service', 'customer', 'support', 'service', 'relationship building'],
  },
  {
    role: 'Sales Representative',
    keywords: ['sales', 'selling', 'revenue', 'business', 'negotiation'],
  },
];

/** Spec part-1 §4: with no best-fit role, the first keyword group any skill matches decides; none -> L&D. */
export function fallbackRole(skills: string[]): RoleName {
  const lower = skills.map((s) => s.toLowerCase());
  for (const group of FALLBACK_GROUPS) {
    if (lower.some((skill) => group.keywords.some((keyword) => skill.includes(keyword))))
      return group.role;
  }
  return 'Learning & Development Specialist';
}

export function analyzeResume(text: string, profiles: RoleProfiles): ResumeAnalysis {
  const lines = resumeLines(text);
  const hits = findSignals(lines);
  const roles = ROLE_TYPES.map((roleType) => scoreRole(roleType, hits, profiles)).sort(
    (a, b) => b.score - a.score,
  );
  const best = roles[0];
  const profile = parseProfile(lines);
  const analysis: Omit<ResumeAnalysis, 'summary'> = {
    bestFitRole: best && best.score >= MIN_BEST_FIT_SCORE ? best.role : null,
    roles,
    skills: skillList(hits),
    extractedRole: profile.extractedRole,
    yearsExperience: profile.yearsExperience,
    education: profile.education,
    workHistory: profile.workHistory,
    source: 'local',
    wordCount: text.split(/\s+/).filter(Boolean).length,
  };
  return { ...analysis, summary: summarizeAnalysis(analysis) };
}
