import { z } from 'zod';
import { TRACK_SLUGS } from '../constants';
import { UserIdSchema } from './users';
import { INTERVIEW_ANSWER_MAX } from './values/interview';
export * from './values/interview';

/**
 * The Interview Studio (issue 28): a question bank per role, answers she types (or transcribes)
 * with feedback that quotes her own words, and a bank of STAR stories drawn from her evidence.
 * Nothing here judges confidence, tone or personality: every check is something she can see in
 * her own text.
 */

export const INTERVIEW_KINDS = ['behavioural', 'role-task', 'teacher'] as const;
/** A practice set is five questions: those she has practised least, or the teacher pack. */
export const INTERVIEW_SET_SIZE = 5;
export const INTERVIEW_SETS = ['least-practised', 'teacher-pack'] as const;

export const InterviewRoleSchema = z.enum(TRACK_SLUGS, {
  message: 'role must be sales, customer-success or learning-development',
});

export const SecondsBandSchema = z.object({ min: z.number().int(), max: z.number().int() });

export const InterviewQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(INTERVIEW_KINDS),
  /** The competency id it probes ("cs.retention") and its name as every screen says it. */
  competency: z.string(),
  competencyLabel: z.string(),
  prompt: z.string(),
  /** The middle of the band, for one number to aim at. */
  targetSeconds: z.number().int(),
  /** The spoken length that lands, e.g. 60-120 s for a behavioural question. */
  band: SecondsBandSchema,
  /** How many answers she has kept for it. */
  attempts: z.number().int(),
  /** What the interviewer is listening for: only after her first attempt. */
  listeningFor: z.string().optional(),
  /** Only after her first attempt, so she answers before she reads ours. */
  modelAnswers: z.object({ entry: z.string(), strong: z.string() }).optional(),
  /** The story of her bank that fits it best (competency, then rubric words); null when none does. */
  suggestedStory: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type InterviewQuestion = z.infer<typeof InterviewQuestionSchema>;

/** GET /api/interview/questions?role=&set= (without set: the whole bank of the role). */
export const InterviewQuestionsQuerySchema = z.object({
  role: InterviewRoleSchema,
  set: z.enum(INTERVIEW_SETS).optional(),
});
export const InterviewQuestionsResponseSchema = z.object({
  questions: z.array(InterviewQuestionSchema),
});

export const AnswerCheckSchema = z.object({
  /** "length", "star-situation", "star-task", "star-action", "star-result", "number",
   * "ownership", "jargon:<word>", "filler", "evidence", or the question's own rubric ids. */
  id: z.string(),
  /** What the check looks for, or for a teacher word the corporate word to use instead. */
  label: z.string(),
  passed: z.boolean(),
  /** An exact substring of her text: the words that satisfied it (or, for a failed teacher-word
   * check, that word); null when nothing in her text is the reason. */
  quote: z.string().nullable(),
  /** One line on how to pass it next time, for a failed check. */
  hint: z.string().optional(),
});
export type AnswerCheck = z.infer<typeof AnswerCheckSchema>;

export const InterviewAnswerSchema = z.object({
  id: z.string(),
  questionId: z.string(),
  text: z.string(),
  /** How long she spoke, when she timed or recorded it; null when she typed without the timer. */
  seconds: z.number().int().nullable(),
  /** A transcript of speech is checked for fillers; typed text is not. */
  source: z.enum(['typed', 'speech']),
  checks: z.array(AnswerCheckSchema),
  /** What landed: one line per passed check worth naming, quoting her. */
  landed: z.array(z.string()),
  /** What to sharpen: one line per failed check, most useful first. */
  sharpen: z.array(z.string()),
  /** A stronger version built from her answer and her own evidence, never inventing a fact. */
  stronger: z.string(),
  /**
   * Who wrote `stronger`: the rules, or the optional language model, whose rewrite is kept only
   * when the fact guard finds nothing in it that her answer and evidence do not hold.
   */
  strongerSource: z.enum(['rules', 'model']).optional(),
  /** A follow-up question an interviewer might ask next (only with a language model configured). */
  followUp: z.string().nullable().optional(),
  /** The story from her bank that fits this question best, when one does. */
  suggestedStoryId: z.string().nullable(),
  createdAt: z.string(),
});
export type InterviewAnswer = z.infer<typeof InterviewAnswerSchema>;

export const InterviewAnswerInputSchema = z.object({
  questionId: z.string().min(1).max(60),
  text: z
    .string({ message: 'Write your answer first' })
    .trim()
    .min(1, 'Write your answer first')
    .max(
      INTERVIEW_ANSWER_MAX,
      `Keep an answer under ${INTERVIEW_ANSWER_MAX.toLocaleString('en-US')} characters`,
    ),
  seconds: z.number().int().min(1).max(1800).optional(),
  source: z.enum(['typed', 'speech']).default('typed'),
});
export type InterviewAnswerInput = z.input<typeof InterviewAnswerInputSchema>;

export const InterviewAnswersQuerySchema = z.object({ questionId: z.string().max(60).optional() });
export const InterviewAnswersResponseSchema = z.object({
  /** Oldest first, so she sees the second attempt beside the first. */
  answers: z.array(InterviewAnswerSchema),
});

const storyPart = (name: string, max: number) =>
  z
    .string({ message: `Write the ${name}` })
    .trim()
    .min(1, `Write the ${name}`)
    .max(max, `Keep the ${name} under ${max} characters`);

export const StoryInputSchema = z.object({
  title: storyPart('title', 120),
  situation: storyPart('situation', 1200),
  task: storyPart('task', 1200),
  action: storyPart('action', 2000),
  result: storyPart('result', 1200),
  reflection: z.string().trim().max(1200).default(''),
  /** Competency ids the story shows ("sales.discovery"). */
  competencies: z.array(z.string().max(40)).max(6).default([]),
  /** Facts (numbers, employers, tools, titles) she confirms are hers though her evidence lacks them. */
  ownFacts: z.array(z.string().trim().min(1).max(80)).max(20).default([]),
});
export type StoryInput = z.input<typeof StoryInputSchema>;
export const StoryPatchSchema = StoryInputSchema.partial();

export const StorySchema = z.object({
  id: z.string(),
  title: z.string(),
  situation: z.string(),
  task: z.string(),
  action: z.string(),
  result: z.string(),
  reflection: z.string(),
  competencies: z.array(z.string()),
  ownFacts: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Story = z.infer<typeof StorySchema>;

export const StoriesResponseSchema = z.object({
  stories: z.array(StorySchema),
  /** e.g. "One story answers 4 of your last 5 questions: practise a second one." */
  warnings: z.array(z.string()),
});

/** 422 when a story asserts facts absent from her evidence and she has not marked them hers. */
export const UnverifiedFactsErrorSchema = z.object({
  message: z.string(),
  facts: z.array(z.string()),
});

/** POST /api/users/{id}/stories/drafts: stories drafted from her translated lines and certificates, not saved. */
export const StoryDraftsResponseSchema = z.object({ drafts: z.array(StoryInputSchema) });

export const InterviewProgressSchema = z.object({
  roles: z.array(
    z.object({ role: InterviewRoleSchema, practised: z.number().int(), total: z.number().int() }),
  ),
  answers: z.number().int(),
  stories: z.number().int(),
});
export type InterviewProgress = z.infer<typeof InterviewProgressSchema>;

export const UserStoryParamsSchema = z.object({ id: UserIdSchema, storyId: z.uuid() });
