import { z } from 'zod';
import { ROLE_NAMES, ROLE_TYPES } from '../constants';

export const RoleNameSchema = z.enum(ROLE_NAMES);

export const EvidenceSchema = z.object({
  /**
   * Text from the resume: a whole bullet, sentence or job line (a line the file hard-wrapped is
   * joined again with single spaces). Never the contact block or an objective.
   */
  quote: z.string(),
  /** The skill this line shows. */
  skill: z.string(),
  /** How a recruiter for the role would phrase it, when the quote is classroom language. */
  translation: z.string().optional(),
  /** The words in the quote that show the skill, as written there (for highlighting). */
  terms: z.array(z.string()).optional(),
  /**
   * Not from her resume: something she proved in the app (a completed module, a passed
   * assessment); the quote then reads "Verified: ...".
   */
  verified: z.boolean().optional(),
  /** Not from her resume: what she told us ("I have done this: here is where"), as she wrote it. */
  stated: z.boolean().optional(),
});
export type Evidence = z.infer<typeof EvidenceSchema>;

export const RoleFitSchema = z.object({
  role: RoleNameSchema,
  roleType: z.enum(ROLE_TYPES),
  /** 0-100. */
  score: z.number().int().min(0).max(100),
  label: z.enum(['Great match', 'Good match', 'Possible match', 'Stretch']),
  evidence: z.array(EvidenceSchema),
  strengths: z.array(z.object({ skill: z.string(), quote: z.string().optional() })),
  gaps: z.array(
    z.object({
      skill: z.string(),
      why: z.string(),
      howToClose: z.string(),
      /** The module of this role's mini-course that closes the gap. */
      moduleId: z.number().int().optional(),
    }),
  ),
  /** Her score from the resume alone, when what she proved in the app raised it to `score`. */
  scoreFromResume: z.number().int().min(0).max(100).optional(),
});
export type RoleFit = z.infer<typeof RoleFitSchema>;

export const WorkHistoryEntrySchema = z.object({
  title: z.string(),
  organization: z.string().nullable(),
  dates: z.string().nullable(),
});

/** What she says she wants (an objective, "seeking...", "looking for..."): shown as "Your goal". */
export const GoalSchema = z.object({
  /** The role it names, if it names one of the three. */
  role: RoleNameSchema.nullable(),
  /** The objective or sentence, as written. */
  quote: z.string(),
});

export const ResumeAnalysisSchema = z.object({
  /**
   * The best fit by her experience, named by the summary. For source 'local' it is roles[0].role;
   * a language model ('llm') may pick a runner-up within 15 points, and its text then argues for it.
   */
  bestFitRole: RoleNameSchema.nullable(),
  /** All three roles, best first. Every role has gaps, the best fit included. */
  roles: z.array(RoleFitSchema),
  skills: z.array(z.string()),
  extractedRole: z.string().nullable(),
  /** The figure the resume states when it states one; otherwise computed from job dates. */
  yearsExperience: z.number().int().nullable(),
  /** Where yearsExperience came from (absent in analyses before version 2). */
  yearsExperienceSource: z.enum(['stated', 'dates']).nullable().optional(),
  education: z.array(z.string()),
  workHistory: z.array(WorkHistoryEntrySchema),
  /** Her stated goal; never counted as evidence. Null when the resume states none. */
  goal: GoalSchema.nullable().optional(),
  summary: z.string(),
  /** 'local' for the built-in analysis; 'llm' when a configured language model refined it. */
  source: z.enum(['local', 'llm']),
  wordCount: z.number().int(),
  /** Version of the analysis that wrote it; absent means 1. Older ones are redone when read. */
  analysisVersion: z.number().int().optional(),
});
export type ResumeAnalysis = z.infer<typeof ResumeAnalysisSchema>;

/** What changed since the upload this one replaced. */
export const ResumeComparisonSchema = z.object({
  previous: z.object({
    fileName: z.string(),
    uploadedAt: z.string(),
    bestFitRole: RoleNameSchema.nullable(),
  }),
  bestFitChanged: z.boolean(),
  /** Every role's score before and after (change = after - before), in the current order. */
  scores: z.array(
    z.object({
      role: RoleNameSchema,
      before: z.number().int(),
      after: z.number().int(),
      change: z.number().int(),
    }),
  ),
  /** Quotes the current analysis shows as evidence that the previous one did not. */
  newEvidence: z.array(z.object({ role: RoleNameSchema, quote: z.string(), skill: z.string() })),
});
export type ResumeComparison = z.infer<typeof ResumeComparisonSchema>;

/** The spec's upload result, plus the full analysis. */
export const ResumeUploadResponseSchema = z.object({
  skills: z.array(z.string()),
  extractedRole: z.string().nullable(),
  aiAssessment: z.object({ bestFitRole: RoleNameSchema, originalAssessment: z.string() }),
  parsedData: z.object({
    yearsExperience: z.number().int(),
    education: z.string(),
    workHistory: z.array(WorkHistoryEntrySchema),
  }),
  analysis: ResumeAnalysisSchema,
  file: z.object({
    name: z.string(),
    size: z.number().int(),
    type: z.enum(['pdf', 'docx', 'doc', 'txt']),
  }),
  /** When this file was uploaded: the analysis above is of this file (ISO 8601). */
  uploadedAt: z.string().optional(),
  /** Against the resume it replaced; null for a first upload. */
  comparison: ResumeComparisonSchema.nullable().optional(),
});
export type ResumeUploadResponse = z.infer<typeof ResumeUploadResponseSchema>;

export const LatestResumeResponseSchema = z.object({
  resume: z
    .object({
      fileName: z.string(),
      fileSize: z.number().int(),
      uploadedAt: z.string(),
      /** The analysis of that file (redone from its text when it was stored by an older version). */
      analysis: ResumeAnalysisSchema,
      /** Against the resume it replaced; null when there was none. */
      comparison: ResumeComparisonSchema.nullable().optional(),
    })
    .nullable(),
});
export type LatestResumeResponse = z.infer<typeof LatestResumeResponseSchema>;

export const RecommendedRolesResponseSchema = z.object({
  hasRecommendations: z.boolean(),
  recommendedRoles: z.array(z.object({ role: RoleNameSchema })),
});
export type RecommendedRolesResponse = z.infer<typeof RecommendedRolesResponseSchema>;

export const ProfileUpdateSchema = z.object({
  currentRole: z
    .string()
    .trim()
    .min(1, 'Current role is required')
    .max(120, 'Current role must be at most 120 characters'),
  yearsExperience: z
    .number({ message: 'Years of experience must be a number' })
    .int('Years of experience must be a whole number')
    .min(0, 'Years of experience cannot be negative')
    .max(60, 'Years of experience must be at most 60'),
  skills: z
    .array(z.string().trim().min(1).max(80, 'Each skill must be at most 80 characters'))
    .max(50, 'List at most 50 skills'),
  targetRoles: z.array(RoleNameSchema).min(1, 'Choose at least one target role').max(3),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;
