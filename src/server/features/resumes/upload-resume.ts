import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_YEARS_EXPERIENCE } from '@/shared/constants';
import type { ResumeUploadResponse } from '@/shared/contracts/resumes';
import type { LlmClient } from '../../lib/llm-client';
import type { UserRow } from '../../core/users/users.queries';
import type { Database } from '../../db/client';
import type { RoleProfiles } from '../../lib/onet/role-profiles';
import { fallbackRole } from './analysis/analyze-resume';
import { refineWithLlm } from './analysis/refine-with-llm';
import type { TextExtractor } from './extraction/extraction-pool';
import type { ResumeFileStore } from './resume-files';
import { compareAnalyses, upToDate } from './latest-resume';
import { storeResume } from './store-resume';

/** Spec part-1 §4 defaults for what an upload could not tell. */
const DEFAULT_EDUCATION = "Bachelor's Degree in Education";
const DEFAULT_SKILLS = ['Communication', 'Leadership', 'Organization', 'Teaching'];

export interface UploadResumeDeps {
  db: Database;
  files: ResumeFileStore | null;
  extractor: TextExtractor;
  profiles: RoleProfiles;
  /** The language model, when one is configured. */
  llm: LlmClient | null;
  log: FastifyBaseLogger;
}

/**
 * A resume upload, after HTTP: reads the file in the extraction worker (an ExtractionError says
 * why it could not), analyses it (and lets a configured language model reword it), fills what it
 * could not tell with the spec's defaults, and keeps the file, its analysis and her updated
 * profile together. Returns the spec's answer, with the upload time and what changed since the
 * resume it replaced.
 */
export async function uploadResume(
  deps: UploadResumeDeps,
  user: UserRow,
  file: { name: string; bytes: Buffer },
): Promise<ResumeUploadResponse> {
  // Read and analysed in the worker: both cost CPU the main thread cannot spare (ADR 011).
  // The file's memory moves to the worker and comes back as read.bytes (file.bytes is spent).
  const read = await deps.extractor.readResume(file.bytes);
  const { extracted, bytes } = read;
  let analysis = read.analysis;
  if (deps.llm) analysis = await refineWithLlm(extracted.text, analysis, deps.llm, deps.log);

  const skills = analysis.skills.length > 0 ? analysis.skills : DEFAULT_SKILLS;
  const bestFitRole = analysis.bestFitRole ?? fallbackRole(skills);
  const yearsExperience = analysis.yearsExperience ?? DEFAULT_YEARS_EXPERIENCE;
  const workHistory =
    analysis.workHistory.length > 0
      ? analysis.workHistory
      : [
          {
            title: analysis.extractedRole ?? user.currentRole ?? 'Educator',
            organization: null,
            dates: null,
          },
        ];

  const stored = await storeResume(
    { db: deps.db, files: deps.files, log: deps.log },
    user.id,
    {
      fileName: file.name,
      fileType: extracted.type,
      content: bytes,
      text: extracted.text,
      analysis,
    },
    { skills, currentRole: analysis.extractedRole, yearsExperience, targetRoles: [bestFitRole] },
  );

  return {
    skills,
    extractedRole: analysis.extractedRole,
    aiAssessment: { bestFitRole, originalAssessment: analysis.summary },
    parsedData: {
      yearsExperience,
      education: analysis.education[0] ?? DEFAULT_EDUCATION,
      workHistory,
    },
    analysis,
    file: { name: file.name, size: bytes.length, type: extracted.type },
    uploadedAt: stored.uploadedAt.toISOString(),
    comparison: stored.previous
      ? compareAnalyses(
          {
            ...stored.previous,
            analysis: upToDate(stored.previous.analysis, stored.previous.text, deps.profiles)
              .analysis,
          },
          analysis,
        )
      : null,
  };
}
