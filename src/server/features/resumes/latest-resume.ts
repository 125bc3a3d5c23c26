import type {
  LatestResumeResponse,
  ResumeAnalysis,
  ResumeComparison,
} from '@/shared/contracts/resumes';
import type { Content } from '../../content/load-content';
import type { Database } from '../../db/client';
import type { RoleProfiles } from '../../lib/onet/role-profiles';
import { ANALYSIS_VERSION, analyzeResume } from './analysis/analyze-resume';
import { findLatestResume, saveRedoneAnalyses, type LatestResumeRow } from './resumes.queries';
import { beyondResumeOf, NOTHING_BEYOND_RESUME, type BeyondResume } from './verified-learning';

/**
 * An analysis as the current version would give it: a stored one from an older version (which
 * may lack goal, terms or gaps for the best fit, or quote a contact line) is redone from the
 * resume's stored text. A language model's refinement is kept when it is current.
 */
export function upToDate(
  analysis: ResumeAnalysis,
  text: string,
  profiles: RoleProfiles,
): { analysis: ResumeAnalysis; redone: boolean } {
  if ((analysis.analysisVersion ?? 1) >= ANALYSIS_VERSION) return { analysis, redone: false };
  return { analysis: analyzeResume(text, profiles), redone: true };
}

/** What changed between the resume she replaced and this one: scores per role, new evidence. */
export function compareAnalyses(
  previous: { fileName: string; uploadedAt: Date; analysis: ResumeAnalysis },
  current: ResumeAnalysis,
): ResumeComparison {
  const before = new Map(previous.analysis.roles.map((r) => [r.role, r]));
  const seen = new Set(previous.analysis.roles.flatMap((r) => r.evidence.map((e) => e.quote)));
  return {
    previous: {
      fileName: previous.fileName,
      uploadedAt: previous.uploadedAt.toISOString(),
      bestFitRole: previous.analysis.bestFitRole,
    },
    bestFitChanged: previous.analysis.bestFitRole !== current.bestFitRole,
    scores: current.roles.map((role) => {
      const old = before.get(role.role)?.score ?? 0;
      return { role: role.role, before: old, after: role.score, change: role.score - old };
    }),
    newEvidence: current.roles.flatMap((role) =>
      role.evidence
        .filter((e) => !seen.has(e.quote))
        .map((e) => ({ role: role.role, quote: e.quote, skill: e.skill })),
    ),
  };
}

export interface LatestResume {
  fileName: string;
  fileSize: number;
  uploadedAt: Date;
  analysis: ResumeAnalysis;
  comparison: ResumeComparison | null;
}

/**
 * Her latest resume with its analysis brought up to date (and stored again when redone), and how
 * it compares with the one it replaced.
 */
export async function readLatestResume(
  db: Database,
  userId: string,
  profiles: RoleProfiles,
  /**
   * What she proved in the app and said about her verdicts: the analysis shown counts it (the
   * stored one is her resume's alone).
   */
  beyondResume: BeyondResume | Promise<BeyondResume> = NOTHING_BEYOND_RESUME,
  /** Her resume's row, when the caller reads it for something else too (her dashboard). */
  latestRow: Promise<LatestResumeRow | undefined> = findLatestResume(db, userId),
): Promise<LatestResume | null> {
  // Her resume is read beside what she proved, not after it: on PostgreSQL, one round trip less.
  const [row, beyond] = await Promise.all([latestRow, beyondResume]);
  if (!row) return null;
  const current = upToDate(row.analysis, row.text, profiles);
  const previous =
    row.previousAnalysis && row.previousText !== null
      ? upToDate(row.previousAnalysis, row.previousText, profiles)
      : null;
  if (current.redone || previous?.redone) {
    await saveRedoneAnalyses(db, userId, row.uploadedAt, {
      ...(current.redone ? { analysis: current.analysis } : {}),
      ...(previous?.redone ? { previousAnalysis: previous.analysis } : {}),
    });
  }
  const comparison =
    previous && row.previousFileName && row.previousUploadedAt
      ? compareAnalyses(
          {
            fileName: row.previousFileName,
            uploadedAt: row.previousUploadedAt,
            analysis: previous.analysis,
          },
          current.analysis,
        )
      : null;
  return {
    fileName: row.fileName,
    fileSize: row.fileSize,
    uploadedAt: row.uploadedAt,
    analysis:
      beyond.verified.length > 0 || beyond.disowned.size > 0
        ? analyzeResume(row.text, profiles, beyond)
        : current.analysis,
    comparison,
  };
}

/**
 * GET /api/resumes/latest's answer (and the dashboard's part of it): her newest resume with the
 * analysis as it stands with what she proved in the app and said, or null before her first upload.
 */
export async function latestResumeResponse(
  db: Database,
  content: Content,
  userId: string,
  profiles: RoleProfiles,
  /** What she proved and said, when the caller has it already (her dashboard reads it once). */
  beyondResume: Promise<BeyondResume> = beyondResumeOf(db, content, userId),
  /** Her resume's row, when the caller reads it for something else too (her dashboard). */
  latestRow?: Promise<LatestResumeRow | undefined>,
): Promise<LatestResumeResponse> {
  const latest = await readLatestResume(db, userId, profiles, beyondResume, latestRow);
  return {
    resume: latest
      ? {
          fileName: latest.fileName,
          fileSize: latest.fileSize,
          uploadedAt: latest.uploadedAt.toISOString(),
          analysis: latest.analysis,
          comparison: latest.comparison,
        }
      : null,
  };
}
