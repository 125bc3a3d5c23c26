import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { ROLE_TYPES, trackByRoleType, type RoleName, type RoleType } from '@/shared/constants';
import type { Evidence, ResumeAnalysis, RoleFit } from '@/shared/contracts/resumes';
import type { RoleProfiles } from '../../../lib/onet/role-profiles';
import { translatePhrase } from '../../../core/role-language';
import { competenciesFor, type Competency } from './competencies';
import { readResumeStructure, type ResumeStructure } from '../../../core/resume-model';
import { documentOf, skillsDocument, type ResumeDocument } from './structure-document';
import { roleNamed } from './intent';
import type { Signal } from './lexicon';
import {
  matchSignals,
  matchTitles,
  unitsOf,
  type SignalMatch,
  type TitleMatch,
  type Unit,
} from './match';
import { parseProfile } from './parse-profile';
import { summarizeAnalysis } from './summarize-analysis';

/**
 * Bumped whenever the analysis changes what it would say about the same text; stored analyses
 * of an older version are analysed again from their stored text when read.
 */
export const ANALYSIS_VERSION = 4;

/** Below this best score no role is called a fit and the spec's keyword fallback decides. */
export const MIN_BEST_FIT_SCORE = 20;
/**
 * Points a role gains from a title of its family, at full strength (current job or headline).
 * Titles say what someone does more reliably than vocabulary, so they weigh most; generic
 * relationship language cannot outvote them.
 */
export const TITLE_POINTS = 30;
/** Points the role her objective names gains: enough to break a near-tie, never more. */
export const GOAL_POINTS = 2;
const MAX_EVIDENCE = 4;

export interface Analysed {
  doc: ResumeDocument;
  /** Her resume's structure; null for a manual profile's list of skills. */
  structure: ResumeStructure | null;
  units: Unit[];
  signals: SignalMatch[];
  titles: TitleMatch[];
}

export function competencyWeight(competency: Competency, profiles: RoleProfiles): number {
  const profile = profiles.profiles[competency.role];
  const importance = profile[competency.onet.kind][competency.onet.id]?.importance;
  if (importance === undefined)
    throw new Error(`O*NET element ${competency.onet.id} missing for ${competency.role}`);
  return importance * competency.emphasis;
}

/** One piece of proof for a competency: its strength times the weight of where it stands. */
export interface Proof {
  strength: number;
  unit: Unit;
  skill: string;
  terms: string[];
}

/** How much of its strength a title keeps where it stands (1 unless its job's lines contradict it). */
function titleFactor(t: TitleMatch): number {
  const full = t.title.strength * t.unit.weight;
  return full > 0 ? Math.min(1, t.weight / full) : 1;
}

/**
 * Every proof per competency. A signal counts in full where it stands strongest; each further
 * line showing it (up to REPEATS) adds REPEAT_FACTOR of its weight there, so three bullets of
 * selling say more than one, but a word repeated cannot outweigh distinct skills.
 */
const REPEAT_FACTOR = 0.3;
/** A degree in a skill's field: evidence of it, short of a line of work that shows it. */
export const DEGREE_WEIGHT = 0.5;
const REPEATS = 3;

function proofsByCompetency(a: Analysed): Map<string, Proof[]> {
  const bySignal = new Map<string, SignalMatch[]>();
  for (const match of a.signals) {
    const list = bySignal.get(match.signal.id) ?? [];
    list.push(match);
    bySignal.set(match.signal.id, list);
  }
  const proofs = new Map<string, Proof[]>();
  const add = (competency: string, proof: Proof) => {
    const list = proofs.get(competency) ?? [];
    list.push(proof);
    proofs.set(competency, list);
  };
  for (const matches of bySignal.values()) {
    // Strongest where it stands; a bullet before a job line that says the same.
    matches.sort((x, y) => y.unit.weight - x.unit.weight || standing(y.unit) - standing(x.unit));
    matches.slice(0, 1 + REPEATS).forEach((match, i) => {
      const factor = i === 0 ? 1 : REPEAT_FACTOR;
      // A field of study counts as a degree where her education lists it.
      const weight =
        match.signal.degree && match.unit.block.section === 'education'
          ? Math.max(match.unit.weight, DEGREE_WEIGHT)
          : match.unit.weight;
      for (const [competency, strength] of Object.entries(match.signal.supports)) {
        add(competency, {
          strength: strength * weight * factor,
          unit: match.unit,
          skill: match.signal.skill,
          terms: match.terms,
        });
      }
    });
  }
  const byTitle = new Map<string, TitleMatch>();
  for (const match of a.titles) {
    const seen = byTitle.get(match.title.id);
    if (!seen || match.weight > seen.weight) byTitle.set(match.title.id, match);
  }
  for (const match of byTitle.values()) {
    for (const [competency, strength] of Object.entries(match.title.supports)) {
      add(competency, {
        strength: strength * match.unit.weight * titleFactor(match),
        unit: match.unit,
        skill: match.title.skill,
        terms: match.terms,
      });
    }
  }
  return proofs;
}

/**
 * What most of her work is about. Every line of work (a bullet, a job line, a summary sentence)
 * that shows a role-defining signal (direct experience of a role, or the caseload, risk-spotting
 * and curriculum work the labelling rules count) votes, with the weight of where it stands, for
 * the role that signal serves most; a title votes for its family. A role's share of the votes
 * adds up to VOTE_POINTS: a teacher whose adult-facing bullets are mostly training reads as L&D
 * even when one bullet mentions a caseload. Classroom language does not vote.
 */
export const VOTE_POINTS = 25;
const FULL_VOTES = 3;

const primaryRoles = new WeakMap<RoleProfiles, Map<string, RoleType>>();

/** The role a signal serves most: the largest O*NET-weighted sum of the competencies it supports. */
function primaryRole(signal: Signal, profiles: RoleProfiles): RoleType {
  let cache = primaryRoles.get(profiles);
  if (!cache) primaryRoles.set(profiles, (cache = new Map()));
  const known = cache.get(signal.id);
  if (known) return known;
  let best: { role: RoleType; value: number } | null = null;
  for (const role of ROLE_TYPES) {
    const value = competenciesFor(role).reduce(
      (sum, c) => sum + (signal.supports[c.id] ?? 0) * competencyWeight(c, profiles),
      0,
    );
    if (!best || value > best.value) best = { role, value };
  }
  cache.set(signal.id, best!.role);
  return best!.role;
}

function voteShares(a: Analysed, profiles: RoleProfiles): Map<RoleType, number> {
  const votes = new Map<RoleType, number>(ROLE_TYPES.map((r) => [r, 0]));
  const byUnit = new Map<Unit, Map<RoleType, number>>();
  const cast = (unit: Unit, role: RoleType, strength: number) => {
    if (unit.weight === 0 || unit.intent !== null || unit.claim) return;
    if (!['experience', 'other', 'summary', 'top'].includes(unit.block.section)) return;
    const roles = byUnit.get(unit) ?? new Map<RoleType, number>();
    roles.set(role, Math.max(roles.get(role) ?? 0, strength));
    byUnit.set(unit, roles);
  };
  // Direct experience votes in full, classroom work that defines a role at half, a title by its
  // strength (a job line's title outvotes what the same line's words suggest).
  for (const m of a.signals) {
    if (m.signal.kind !== 'direct' && !m.signal.defining) continue;
    cast(m.unit, primaryRole(m.signal, profiles), m.signal.kind === 'direct' ? 1 : 0.5);
  }
  for (const t of a.titles) cast(t.unit, t.title.role, (1 + t.title.strength) * titleFactor(t));
  for (const [unit, roles] of byUnit) {
    const top = Math.max(...roles.values());
    const winners = [...roles].filter(([, v]) => v === top).map(([r]) => r);
    const vote = (unit.weight * Math.min(1, top)) / winners.length;
    for (const role of winners) votes.set(role, votes.get(role)! + vote);
  }
  // A share of a handful of lines is worth less than a share of a career: the full points need
  // FULL_VOTES lines' worth of votes.
  const total = [...votes.values()].reduce((x, y) => x + y, 0);
  const mass = Math.min(1, total / FULL_VOTES);
  return new Map([...votes].map(([role, v]) => [role, total > 0 ? (v / total) * mass : 0]));
}

/** How far her titles put her in a role family: distinct titles back each other up. */
function titleAffinity(role: RoleType, titles: TitleMatch[]): number {
  const best = new Map<Unit, number>();
  for (const t of titles) {
    if (t.title.role !== role) continue;
    best.set(t.unit, Math.max(best.get(t.unit) ?? 0, t.weight));
  }
  let missing = 1;
  for (const weight of best.values()) missing *= 1 - weight;
  return 1 - missing;
}

function labelFor(score: number): RoleFit['label'] {
  if (score >= 70) return 'Great match';
  if (score >= 50) return 'Good match';
  if (score >= 30) return 'Possible match';
  return 'Stretch';
}

/** Experience first: a bullet of work done, then a job line, then the summary, then the rest. */
function standing(unit: Unit): number {
  const block = unit.block;
  if ((block.section === 'experience' || block.section === 'other' || block.job) && !block.jobLine)
    return 3;
  if (block.jobLine) return 2;
  if (block.section === 'summary' || block.headline) return 1;
  return 0;
}

/**
 * What she has proved in the app, beyond her resume: a completed module verifies the competencies
 * it teaches, a passed assessment every competency of its role (docs/decisions/005, "Verified
 * skills"). Each is one more proof, of this strength, with the words shown as its evidence.
 */
export interface VerifiedSkill {
  competencyId: string;
  /** 0-1, like a resume proof's strength. */
  strength: number;
  /** What she did, as the evidence list shows it: "Passed the Sales assessment, 87%". */
  source: string;
  /**
   * What it is: a completed module (her practice), a passed assessment (which issues her
   * certificate), or her own statement ("I have done this: here is where"; source is her sentence).
   */
  kind: 'practice' | 'certificate' | 'stated';
}

/**
 * One verdict per skill (issue 34): the analysis's strengths and gaps, the evidence bank, the
 * learning paths and the career kits all read it, so no screen calls a skill a gap that another
 * calls a strength. A competency is a strength from STRENGTH_AT of coverage, a gap below GAP_BELOW,
 * and unknown between: some evidence, not enough to say either way. What she states overrides it.
 */
export const STRENGTH_AT = 0.6;
export const GAP_BELOW = 0.35;

export type VerdictStatus = 'strength' | 'gap' | 'unknown';

export interface CompetencyJudgment {
  competency: Competency;
  weight: number;
  /** 0-1 coverage from her resume and what she proved or stated. */
  value: number;
  /** 0-1 coverage from her resume alone. */
  fromResume: number;
  /** Her resume's proofs, strongest first. */
  list: Proof[];
  verifiedBy: VerifiedSkill[];
  status: VerdictStatus;
  /** What she said about it, when she said something. */
  stated: 'have' | 'have-not' | null;
}

export function judgeCompetencies(
  roleType: RoleType,
  proofs: Map<string, Proof[]>,
  profiles: RoleProfiles,
  verified: readonly VerifiedSkill[] = [],
  disowned: ReadonlySet<string> = new Set(),
): CompetencyJudgment[] {
  return competenciesFor(roleType).map((competency) => {
    const weight = competencyWeight(competency, profiles);
    if (disowned.has(competency.id)) {
      // "I have not done this": her resume's words do not count for it, and nothing else does.
      return {
        competency,
        weight,
        value: 0,
        fromResume: 0,
        list: [],
        verifiedBy: [],
        status: 'gap',
        stated: 'have-not',
      };
    }
    const list = [...(proofs.get(competency.id) ?? [])].sort((x, y) => y.strength - x.strength);
    const mine = verified.filter((v) => v.competencyId === competency.id);
    // Distinct proofs back each other up: coverage = 1 - Π(1 - strength).
    const fromResume = 1 - list.reduce((missing, p) => missing * (1 - Math.min(1, p.strength)), 1);
    const value = 1 - mine.reduce((missing, v) => missing * (1 - v.strength), 1 - fromResume);
    const stated = mine.some((v) => v.kind === 'stated') ? 'have' : null;
    // What she completed here for it is never a gap: the gap's advice was to do just that.
    const status: VerdictStatus =
      stated || value >= STRENGTH_AT
        ? 'strength'
        : value < GAP_BELOW && mine.length === 0
          ? 'gap'
          : 'unknown';
    return { competency, weight, value, fromResume, list, verifiedBy: mine, status, stated };
  });
}

/** A score of 100 says nothing is missing: with a gap listed beside it, it stops here. */
export const SCORE_WITH_GAPS_MAX = 95;

export function scoreRole(
  roleType: RoleType,
  a: Analysed,
  proofs: Map<string, Proof[]>,
  profiles: RoleProfiles,
  goal: RoleName | null,
  votes: Map<RoleType, number>,
  verified: readonly VerifiedSkill[] = [],
  disowned: ReadonlySet<string> = new Set(),
): RoleFit & { raw: number } {
  const track = trackByRoleType(roleType)!;
  const competencies = judgeCompetencies(roleType, proofs, profiles, verified, disowned);
  const totalWeight = competencies.reduce((sum, c) => sum + c.weight, 0);
  const covered =
    (100 * competencies.reduce((sum, c) => sum + c.weight * c.value, 0)) / totalWeight;
  const fromTitles = TITLE_POINTS * titleAffinity(roleType, a.titles);
  const fromVotes = VOTE_POINTS * (votes.get(roleType) ?? 0);
  const fromGoal = goal === track.roleName && covered > 0 ? GOAL_POINTS : 0;
  // Shown capped (below 100 while a gap is listed); the uncapped figure orders roles that both
  // reach the cap.
  const raw = covered + fromTitles + fromVotes + fromGoal;

  // Evidence: the units that add most to this role, each quoted once, naming the skill its words show.
  const byUnit = new Map<Unit, { contribution: number; best: Proof; bestValue: number }>();
  for (const c of competencies) {
    for (const proof of c.list) {
      const value = c.weight * proof.strength;
      const entry = byUnit.get(proof.unit);
      if (!entry) byUnit.set(proof.unit, { contribution: value, best: proof, bestValue: value });
      else {
        entry.contribution += value;
        if (value > entry.bestValue) {
          entry.best = proof;
          entry.bestValue = value;
        }
      }
    }
  }
  const ranked = [...byUnit.entries()]
    .filter(([unit]) => unit.intent === null && unit.weight > 0)
    .sort((x, y) => y[1].contribution - x[1].contribution);
  const chosen = ranked.slice(0, MAX_EVIDENCE);
  // The lead example is experience: the strongest line of her work, a bullet before a job line
  // unless the bullet shows less than half as much.
  const line = ranked.find(([u]) => standing(u) >= 2);
  const bullet = ranked.find(([u]) => standing(u) === 3);
  const lead = bullet && line && bullet[1].contribution >= line[1].contribution / 2 ? bullet : line;
  if (lead && !chosen.slice(0, 1).includes(lead)) {
    const rest = chosen.filter((c) => c !== lead);
    chosen.splice(0, chosen.length, lead, ...rest.slice(0, MAX_EVIDENCE - 1));
  }
  // "In the role": the resume translator's rewrite of this line for this role, from the same
  // reviewed vocabulary, so the analysis and the translator never say two different things.
  const evidence: Evidence[] = chosen.map(([unit, { best }]) => {
    const translation = translatePhrase(track.slug, unit.text)?.suggestion;
    return {
      quote: unit.text,
      skill: best.skill,
      terms: best.terms,
      ...(translation ? { translation } : {}),
    };
  });
  // After her resume's own lines: what she proved here, once per thing she did, then what she
  // told us herself.
  const proved = new Map<string, { skills: string[]; stated: boolean }>();
  for (const c of competencies)
    for (const v of c.verifiedBy) {
      const entry = proved.get(v.source) ?? { skills: [], stated: v.kind === 'stated' };
      entry.skills.push(c.competency.label);
      proved.set(v.source, entry);
    }
  for (const [source, { skills, stated }] of proved)
    evidence.push(
      stated
        ? { quote: source, skill: skills.join(', '), stated: true }
        : { quote: `Verified: ${source}`, skill: skills.join(', '), verified: true },
    );

  // Strengths and gaps are the verdicts, nothing else: a skill is never both, here or anywhere.
  // What she told us she has comes first: she asked for it to count.
  const strengths = competencies
    .filter((c) => c.status === 'strength')
    .sort(
      (x, y) =>
        Number(y.stated !== null) - Number(x.stated !== null) ||
        y.weight * y.value - x.weight * x.value,
    )
    .slice(0, 4)
    .map((c) => {
      const proof = c.list.find((p) => p.unit.intent === null && p.unit.weight > 0);
      return { skill: c.competency.label, ...(proof ? { quote: proof.unit.text } : {}) };
    });
  // Gaps: the heaviest competencies she shows least, her three most useful next steps.
  const gaps = competencies
    .filter((c) => c.status === 'gap')
    .sort((x, y) => y.weight * (1 - y.value) - x.weight * (1 - x.value))
    .slice(0, 3)
    .map((c) => ({
      skill: c.competency.label,
      why: c.competency.gap.why,
      howToClose: c.competency.gap.howToClose,
      moduleId: c.competency.module,
    }));
  const score = Math.min(gaps.length > 0 ? SCORE_WITH_GAPS_MAX : 100, Math.round(raw));

  const fit: RoleFit & { raw: number } = {
    role: track.roleName,
    roleType,
    score,
    label: labelFor(score),
    evidence,
    strengths,
    gaps,
    raw,
  };
  if (verified.some((v) => competencies.some((c) => c.competency.id === v.competencyId))) {
    const resumeCovered =
      (100 * competencies.reduce((sum, c) => sum + c.weight * c.fromResume, 0)) / totalWeight;
    const resumeFromGoal = goal === track.roleName && resumeCovered > 0 ? GOAL_POINTS : 0;
    fit.scoreFromResume = Math.min(
      gaps.length > 0 ? SCORE_WITH_GAPS_MAX : 100,
      Math.round(resumeCovered + fromTitles + fromVotes + resumeFromGoal),
    );
  }
  return fit;
}

/** The skills a teacher would list, strongest first: direct experience, then tools, then transferable. */
function skillList(a: Analysed): string[] {
  const order = { direct: 0, tool: 1, transferable: 2 } as const;
  const counts = new Map<string, { kind: keyof typeof order; count: number }>();
  for (const match of a.signals) {
    const seen = counts.get(match.signal.skill);
    counts.set(match.signal.skill, {
      kind: match.signal.kind,
      count: (seen?.count ?? 0) + 1,
    });
  }
  return [...counts.entries()]
    .sort((x, y) => order[x[1].kind] - order[y[1].kind] || y[1].count - x[1].count)
    .map(([skill]) => skill)
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

/** Her stated goal: the objective, or the first sentence of intent, and the role it names. */
function goalOf(units: Unit[]): NonNullable<ResumeAnalysis['goal']> | null {
  const stated = units.filter((u) => u.intent !== null);
  for (const unit of stated) {
    const role = roleNamed(unit.intent!);
    if (role) return { role, quote: unit.text };
  }
  const first = stated[0];
  return first ? { role: null, quote: first.text } : null;
}

export function analyse(text: string, options: { skillsOnly?: boolean } = {}): Analysed {
  // Her resume is read once, by the one resume model (issue 34); the analysis weighs the blocks
  // cut from that structure. A manual profile's skills are a list, with no structure to read.
  const structure = options.skillsOnly ? null : readResumeStructure(text);
  const doc = structure ? documentOf(structure) : skillsDocument(text);
  const units = unitsOf(doc);
  return { doc, structure, units, signals: matchSignals(units), titles: matchTitles(units) };
}

/**
 * A job title her own bullets contradict counts for less: a "Customer Success Executive" whose
 * bullets are cold calls, quotas and new accounts sells; a "Customer Account Specialist" making
 * 80 outbound sales calls a day sells. When at least CONTRADICTION_LINES lines of that job show
 * direct experience and the title's family holds under a third of them (by the role each line's
 * signals serve most), the title weighs CONTRADICTED_FACTOR of its strength.
 */
const CONTRADICTION_LINES = 2;
export const CONTRADICTED_FACTOR = 0.4;

function weighTitlesByTheirJobs(a: Analysed, profiles: RoleProfiles): Analysed {
  const rolesByJob = new Map<object, Map<Unit, Set<RoleType>>>();
  for (const m of a.signals) {
    const job = m.unit.block.job;
    if (!job || m.unit.block.jobLine || m.signal.kind !== 'direct' || m.unit.claim) continue;
    const units = rolesByJob.get(job) ?? new Map<Unit, Set<RoleType>>();
    const roles = units.get(m.unit) ?? new Set<RoleType>();
    roles.add(primaryRole(m.signal, profiles));
    units.set(m.unit, roles);
    rolesByJob.set(job, units);
  }
  const key = (t: TitleMatch) => `${t.title.id}:${t.terms.join(' ').toLowerCase()}`;
  const contradicted = new Set<string>();
  for (const t of a.titles) {
    const job = t.unit.block.jobLine ? t.unit.block.job : null;
    const units = job ? rolesByJob.get(job) : undefined;
    if (!units || units.size < CONTRADICTION_LINES) continue;
    const agreeing = [...units.values()].filter((roles) => roles.has(t.title.role)).length;
    if (agreeing * 3 < units.size) contradicted.add(key(t));
  }
  // The same title in her headline or summary says no more than it does on the job's line.
  const titles = a.titles.map((t) =>
    contradicted.has(key(t)) ? { ...t, weight: t.weight * CONTRADICTED_FACTOR } : t,
  );
  return { ...a, titles };
}

/** What an analysis counts beyond the text. */
export interface AnalysisOptions {
  skillsOnly?: boolean;
  /** What she proved in the app or stated herself. */
  verified?: readonly VerifiedSkill[];
  /** Competency ids she says she has not done: her resume's words do not count for them. */
  disowned?: ReadonlySet<string>;
}

/**
 * Every competency of every role judged once, with the proofs behind it (the evidence bank's
 * verdicts). Kept by its inputs (`remembered`): treat the result as read-only.
 */
export function judgeResume(
  text: string,
  profiles: RoleProfiles,
  options: AnalysisOptions = {},
): CompetencyJudgment[] {
  return remembered(judgments, profiles, text, options, () => judgeNow(text, profiles, options));
}

/** Her fit for each role and her profile, from her text. Kept by its inputs: read-only. */
export function analyzeResume(
  text: string,
  profiles: RoleProfiles,
  options: AnalysisOptions = {},
): ResumeAnalysis {
  return remembered(analyses, profiles, text, options, () => analyzeNow(text, profiles, options));
}

/**
 * The analysis is a pure function of the text, what she proved and said, and the profiles, and
 * her dashboard, paths and evidence bank each ask for it on every load (on a quiet machine a
 * one-page resume's analysis takes 12 ms, its judgments 2.3 ms), so the latest results are kept
 * by a hash of their inputs. An analysis is about 8 KB as JSON, so 500 are about 4 MB.
 */
const REMEMBERED = 500;
const analyses = new WeakMap<RoleProfiles, LRUCache<string, ResumeAnalysis>>();
const judgments = new WeakMap<RoleProfiles, LRUCache<string, CompetencyJudgment[]>>();

function remembered<T extends object>(
  byProfiles: WeakMap<RoleProfiles, LRUCache<string, T>>,
  profiles: RoleProfiles,
  text: string,
  options: AnalysisOptions,
  compute: () => T,
): T {
  let cache = byProfiles.get(profiles);
  if (!cache) byProfiles.set(profiles, (cache = new LRUCache<string, T>({ max: REMEMBERED })));
  const key = createHash('sha256')
    .update(
      JSON.stringify([
        text,
        options.skillsOnly ?? false,
        (options.verified ?? []).map((v) => [v.competencyId, v.strength, v.source, v.kind]),
        [...(options.disowned ?? [])].sort(),
      ]),
    )
    .digest('base64url');
  const known = cache.get(key);
  if (known) return known;
  const result = compute();
  cache.set(key, result);
  return result;
}

function judgeNow(text: string, profiles: RoleProfiles, options: AnalysisOptions) {
  const proofs = proofsByCompetency(weighTitlesByTheirJobs(analyse(text, options), profiles));
  return ROLE_TYPES.flatMap((roleType) =>
    judgeCompetencies(roleType, proofs, profiles, options.verified, options.disowned),
  );
}

function analyzeNow(text: string, profiles: RoleProfiles, options: AnalysisOptions) {
  const a = weighTitlesByTheirJobs(analyse(text, options), profiles);
  const goal = goalOf(a.units);
  const proofs = proofsByCompetency(a);
  const votes = voteShares(a, profiles);
  const order = (role: RoleFit) => ROLE_TYPES.indexOf(role.roleType);
  const roles = ROLE_TYPES.map((roleType) =>
    scoreRole(
      roleType,
      a,
      proofs,
      profiles,
      goal?.role ?? null,
      votes,
      options.verified,
      options.disowned,
    ),
  )
    .sort((x, y) => y.score - x.score || y.raw - x.raw || order(x) - order(y))
    .map(({ raw: _raw, ...fit }) => fit);
  const best = roles[0];
  const profile = parseProfile(a.doc, a.structure ?? undefined);
  const analysis: Omit<ResumeAnalysis, 'summary'> = {
    bestFitRole: best && best.score >= MIN_BEST_FIT_SCORE ? best.role : null,
    roles,
    skills: skillList(a),
    extractedRole: profile.extractedRole,
    yearsExperience: profile.yearsExperience,
    yearsExperienceSource: profile.yearsExperienceSource,
    education: profile.education,
    workHistory: profile.workHistory,
    goal,
    source: 'local',
    wordCount: text.split(/\s+/).filter(Boolean).length,
    analysisVersion: ANALYSIS_VERSION,
  };
  return { ...analysis, summary: summarizeAnalysis(analysis) };
}
