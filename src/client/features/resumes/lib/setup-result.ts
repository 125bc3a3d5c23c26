import type {
  ResumeAnalysis,
  ResumeComparison,
  ResumeUploadResponse,
} from '@/shared/contracts/resumes';
import type { User } from '@/shared/contracts/users';
import type { LatestResume } from '../api/get-latest-resume';

/** The upload an analysis was read from, as the review names it. */
export interface AnalysisSource {
  fileName: string;
  /** ISO 8601; absent from an old upload answer. */
  uploadedAt?: string;
}

/** The analysis the Profile Setup tab shows, and where it came from. */
export interface SetupResult {
  analysis: ResumeAnalysis;
  /** The role her profile was given when the analysis names none clearly (keyword fallback). */
  fallbackRole: string | null;
  source: AnalysisSource;
  comparison: ResumeComparison | null;
  /** 'upload': her path now follows this analysis, so she has made no choice of her own. */
  kind: 'upload' | 'stored';
}

export function resultOfUpload(response: ResumeUploadResponse): SetupResult {
  return {
    analysis: response.analysis,
    fallbackRole: response.analysis.bestFitRole ? null : response.aiAssessment.bestFitRole,
    source: { fileName: response.file.name, uploadedAt: response.uploadedAt },
    comparison: response.comparison ?? null,
    kind: 'upload',
  };
}

/**
 * Her upload's answer until the stored analysis of the same upload is read (that one follows what
 * she says about her verdicts afterwards); without an upload this visit, her stored analysis.
 */
export function shownResultOf(
  uploaded: SetupResult | null,
  stored: LatestResume['resume'] | undefined,
  user: Pick<User, 'targetRoles'>,
): SetupResult | null {
  if (uploaded && stored && stored.uploadedAt === uploaded.source.uploadedAt)
    return { ...uploaded, analysis: stored.analysis };
  if (uploaded) return uploaded;
  if (!stored) return null;
  return {
    analysis: stored.analysis,
    fallbackRole: stored.analysis.bestFitRole ? null : (user.targetRoles[0] ?? null),
    source: { fileName: stored.fileName, uploadedAt: stored.uploadedAt },
    comparison: stored.comparison ?? null,
    kind: 'stored',
  };
}

/**
 * "Your choice" is what she chose herself, never what an upload set for her: the form's roles this
 * visit, else a stored target that differs from the analysis's best fit.
 */
export function chosenRolesOf(
  shown: SetupResult | null,
  handChosen: string[] | null,
  user: Pick<User, 'targetRoles'>,
): string[] {
  if (!shown) return [];
  if (handChosen) return handChosen;
  if (shown.kind === 'upload' || shown.analysis.bestFitRole === null) return [];
  const targets = user.targetRoles;
  return targets.length === 1 && targets[0] === shown.analysis.bestFitRole ? [] : targets;
}
