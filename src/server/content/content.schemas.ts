import { z } from 'zod';

/**
 * Shapes of the files in content/. Every file is parsed with these at load
 * (a broken file stops the server at boot) and by tests/unit/content.test.ts.
 */

export const TrackSlugSchema = z.enum(['sales', 'customer-success', 'learning-development']);
export type TrackSlug = z.infer<typeof TrackSlugSchema>;

export const TrackColorSchema = z.enum(['blue', 'green', 'purple']);

const text = (max: number) => z.string().trim().min(1).max(max);

/** Words in Markdown: tokens with a letter or digit, so "##", "-" and "|" do not count. */
export function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * Whether a lesson uses a term as a word (case-insensitive, plural allowed, hyphen or space alike),
 * so "SAM" is not found inside "same" while "SME" is found in "SMEs".
 */
export function lessonMentions(lesson: string, term: string): boolean {
  const escaped = term
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/[\s-]+/g, '[\\s-]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?:s|es)?(?![\\p{L}\\p{N}])`, 'iu').test(lesson);
}

/** The module that teaches a question, and the key term of that module it tests. */
const Taught = {
  moduleId: z.number().int().min(1).optional(),
  concept: text(60).optional(),
};

const OptionQuestion = {
  id: text(40),
  category: text(60),
  question: text(600),
  options: z.array(text(300)).min(3).max(5),
  /** Index into options of the single correct option. Never sent before submission. */
  correctIndex: z.number().int().min(0),
  /** Why the correct option is right (and, ideally, why the tempting wrong one is not). */
  explanation: text(900),
  ...Taught,
};

export const AssessmentQuestionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('multiple_choice'), ...OptionQuestion }),
  z.object({ type: z.literal('judgment'), ...OptionQuestion }),
  z.object({
    type: z.literal('fill_blank'),
    id: text(40),
    category: text(60),
    /** Contains a blank written as "_____". */
    question: text(600),
    /** Tip shown under the input before submission: the form of the answer, never the answer itself. */
    expected: text(200),
    /** The model answer, shown in the results review once she has answered it right. */
    answer: text(200),
    /** Other answers that are just as right (a synonym, a spelled-out number). */
    accept: z.array(text(200)).default([]),
    explanation: text(900),
    ...Taught,
  }),
  z.object({
    type: z.literal('text'),
    id: text(40),
    category: text(60),
    question: text(600),
    /** What a strong answer covers, shown in the results review. */
    answer: text(900),
    ...Taught,
  }),
  z.object({
    type: z.literal('scale'),
    id: text(40),
    category: text(60),
    question: text(600),
    min: z.number().int(),
    max: z.number().int(),
    ...Taught,
  }),
]);
export type AssessmentQuestionContent = z.infer<typeof AssessmentQuestionSchema>;

/** Spec part-2 §9: 1-10 multiple choice, 11-15 fill-in, 16-20 judgment, 21-23 text, 24 a 1-5 scale. */
export const ASSESSMENT_LAYOUT: AssessmentQuestionContent['type'][] = [
  ...Array<'multiple_choice'>(10).fill('multiple_choice'),
  ...Array<'fill_blank'>(5).fill('fill_blank'),
  ...Array<'judgment'>(5).fill('judgment'),
  ...Array<'text'>(3).fill('text'),
  'scale',
];

/** The kinds of question that are marked right or wrong; text and the scale are not. */
export const SCORED_TYPES = ['multiple_choice', 'fill_blank', 'judgment'] as const;

export const AssessmentContentSchema = z
  .object({
    type: TrackSlugSchema,
    title: text(120),
    description: text(400),
    emoji: text(8),
    color: TrackColorSchema,
    timeLimitMinutes: z.number().int().min(10).max(120),
    questions: z.array(AssessmentQuestionSchema).length(24),
    /**
     * More questions of the same kinds, so a retake draws a different set (issue 15, audit F3;
     * issue 32): the bank holds at least twice each kind but the scale, so two attempts in a row
     * share none of their scored or written questions.
     */
    extraQuestions: z.array(AssessmentQuestionSchema).default([]),
  })
  .superRefine((assessment, ctx) => {
    const ids = new Set<string>();
    const all = [
      ...assessment.questions.map((q, index) => ({ q, path: ['questions', index] })),
      ...assessment.extraQuestions.map((q, index) => ({ q, path: ['extraQuestions', index] })),
    ];
    all.forEach(({ q, path }) => {
      const index = path[0] === 'questions' ? (path[1] as number) : -1;
      if (index >= 0 && q.type !== ASSESSMENT_LAYOUT[index]) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: `question ${index + 1} must be ${ASSESSMENT_LAYOUT[index]}`,
        });
      }
      if (index < 0 && q.type === 'scale') {
        ctx.addIssue({ code: 'custom', path, message: 'the one confidence scale is question 24' });
      }
      if (ids.has(q.id)) ctx.addIssue({ code: 'custom', path, message: `duplicate id ${q.id}` });
      ids.add(q.id);
      if (
        (q.type === 'multiple_choice' || q.type === 'judgment') &&
        q.correctIndex >= q.options.length
      ) {
        ctx.addIssue({ code: 'custom', path, message: 'correctIndex is outside the options' });
      }
      if (q.type === 'scale' && (q.min !== 1 || q.max !== 5)) {
        ctx.addIssue({ code: 'custom', path, message: 'the confidence scale runs from 1 to 5' });
      }
      if (q.type === 'fill_blank' && !q.question.includes('_____')) {
        ctx.addIssue({ code: 'custom', path, message: 'a fill-in question needs a _____ blank' });
      }
    });
    // Written items too (issue 32): a retake must not repeat the text items whose models she saw.
    for (const type of [...SCORED_TYPES, 'text'] as const) {
      const need = 2 * ASSESSMENT_LAYOUT.filter((t) => t === type).length;
      const have = all.filter(({ q }) => q.type === type).length;
      if (have < need)
        ctx.addIssue({
          code: 'custom',
          path: ['extraQuestions'],
          message: `the bank needs at least ${need} ${type} questions so a retake shares none (has ${have})`,
        });
    }
  });
export type AssessmentContent = z.infer<typeof AssessmentContentSchema>;

export const YOUTUBE_EMBED = /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{11}$/;

/**
 * A knowledge check at the end of a module (walkthrough m6): a short scenario with one right
 * option, answered right before the module counts as complete. The key and the explanations stay
 * on the server; she sees the explanation of the option she chose once she has answered.
 */
export const ModuleCheckSchema = z
  .object({
    id: text(40),
    /** The lesson's term the check tests; the lesson must use it (as for assessment questions). */
    concept: text(60),
    question: text(400),
    options: z.array(text(300)).min(3).max(4),
    correctIndex: z.number().int().min(0),
    /** One per option: why that option is right or wrong. */
    explanations: z.array(text(500)),
  })
  .superRefine((check, ctx) => {
    if (check.correctIndex >= check.options.length) {
      ctx.addIssue({ code: 'custom', path: ['correctIndex'], message: 'outside the options' });
    }
    if (check.explanations.length !== check.options.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['explanations'],
        message: 'one explanation per option',
      });
    }
  });
export type ModuleCheckContent = z.infer<typeof ModuleCheckSchema>;

/** Fewest knowledge checks a module has. */
export const MODULE_CHECKS_MIN = 2;

/**
 * A leveled rubric's criterion (issue 32): `entry` criteria are what a good first attempt shows,
 * `strong` ones what a hiring manager would single out. `evidence` is the observable thing in her
 * answer that earns it (shown as the hint when missed); `cues` are matched like the Interview
 * Studio's rubric cues, and a criterion no text check can decide ("I finished in about 20
 * minutes") is `selfJudged` instead.
 */
export const LeveledCriterionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    label: text(200),
    level: z.enum(['entry', 'strong']),
    evidence: text(300),
    cues: z.array(text(60)).min(1).max(30).optional(),
    selfJudged: z.literal(true).optional(),
  })
  .refine(
    (c) => Boolean(c.cues) !== Boolean(c.selfJudged),
    'give cues or selfJudged: true, not both',
  );

/** At least one entry and one strong criterion a text check can decide, ids unique. */
export const LeveledRubricSchema = z
  .array(LeveledCriterionSchema)
  .min(3)
  .max(10)
  .refine((cs) => new Set(cs.map((c) => c.id)).size === cs.length, 'duplicate criterion id')
  .refine(
    (cs) => cs.some((c) => c.level === 'entry' && !c.selfJudged),
    'needs an entry criterion with cues',
  )
  .refine(
    (cs) => cs.some((c) => c.level === 'strong' && !c.selfJudged),
    'needs a strong criterion with cues',
  );

export const MiniCourseModuleSchema = z
  .object({
    id: z.number().int().min(1),
    title: text(120),
    goal: text(300),
    /**
     * The video is optional (issue 32: a tangential video is dropped rather than kept); when a
     * module has one, it has all three fields and a row in content/mini-courses/VIDEOS.md.
     */
    videoTitle: text(200).optional(),
    /** Embed URL of a real public video on the module's topic. */
    videoLink: z.string().regex(YOUTUBE_EMBED).optional(),
    /** Channel or author of the video, for credit under the player. */
    videoChannel: text(120).optional(),
    why: text(900),
    /** How AI tools change this work today (issue 32): one concrete, honest paragraph. */
    aiToday: text(1500),
    /** The written lesson (Markdown, no HTML); the video supplements it. */
    lesson: text(12000).optional(),
    keyTerms: z.array(z.object({ term: text(60), definition: text(300) })).optional(),
    task: z.object({
      instructions: text(1200),
      reflection: text(500),
      /** Self-check criteria she ticks before completing. */
      rubric: z.array(text(200)).optional(),
      /** The leveled rubric her practice response is checked against (the checklist above, leveled). */
      criteria: LeveledRubricSchema,
      /** What a good first-timer writes (Markdown): shorter and plainer than the exemplar. */
      entryAnswer: text(3000),
      /** A model answer (Markdown), shown only after she submits hers. */
      exemplar: text(6000).optional(),
    }),
    checks: z.array(ModuleCheckSchema).min(MODULE_CHECKS_MIN).max(3),
  })
  .superRefine((module, ctx) => {
    const video = [module.videoTitle, module.videoLink, module.videoChannel];
    if (video.some((field) => field !== undefined) && video.some((field) => field === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['videoLink'],
        message: 'a video needs its title, link and channel, or none of them',
      });
  });

export const MiniCourseContentSchema = z.object({
  id: TrackSlugSchema,
  track: text(60),
  tagline: text(200),
  emoji: text(8),
  color: TrackColorSchema,
  modules: z.array(MiniCourseModuleSchema).min(3).max(8),
});
export type MiniCourseContent = z.infer<typeof MiniCourseContentSchema>;

const Link = z.object({ name: text(160), url: z.url().startsWith('https://'), note: text(400) });

export const CareerKitContentSchema = z.object({
  track: TrackSlugSchema,
  title: text(120),
  role: text(80),
  intro: text(1500),
  plan: z.object({
    first30: z.array(text(400)).min(4),
    days31to60: z.array(text(400)).min(4),
    days61to90: z.array(text(400)).min(4),
  }),
  /**
   * A sample plan for the first 90 days in the job, the one a candidate brings to a final-round
   * interview (the Sales kit tells her to).
   */
  onTheJobPlan: z
    .object({
      first30: z.array(text(400)).min(3),
      days31to60: z.array(text(400)).min(3),
      days61to90: z.array(text(400)).min(3),
    })
    .optional(),
  /**
   * What most teachers can already show for this role: the first page of a kit downloaded without
   * a resume lists these, so it is never only an upload prompt (content review, kit page 1).
   */
  teacherStrengths: z.array(text(300)).min(3).max(6),
  /** "Your offer and your first 90 days" (issue 32): reading the offer and negotiating it. */
  offer: z.object({
    intro: text(800),
    /** The words of the comp plan or salary band, each with what it means for her pay. */
    planTerms: z.array(z.object({ term: text(60), meaning: text(600) })).min(4),
    /** What to ask before signing. */
    questions: z.array(text(300)).min(3),
    /** Negotiating up from a teacher's salary. */
    negotiation: z.array(text(600)).min(3),
    /** Word-for-word scripts for the moments of a negotiation. */
    scripts: z.array(z.object({ moment: text(120), script: text(800) })).min(2),
    /** Where the kit's pay figures come from, each with the date it was checked. */
    sources: z
      .array(
        z.object({
          name: text(200),
          url: z.url().startsWith('https://'),
          says: text(400),
          checked: z.iso.date(),
        }),
      )
      .min(1),
  }),
  resumeBullets: z.array(z.object({ classroom: text(300), role: text(400) })).min(8),
  interviewQuestions: z
    .array(
      z.object({
        question: text(300),
        outline: z.array(text(400)).min(3).max(6),
        modelAnswer: text(1500).optional(),
      }),
    )
    .min(8),
  glossary: z.array(z.object({ term: text(60), definition: text(400) })).min(15),
  certifications: z.array(Link).min(3),
  communities: z.array(Link).min(3),
  freeResources: z.array(Link).min(4),
});
export type CareerKitContent = z.infer<typeof CareerKitContentSchema>;

export const CourseContentSchema = z.object({
  id: z.number().int().positive(),
  slug: TrackSlugSchema,
  title: text(120),
  description: text(400),
  estimatedDuration: text(40),
  price: z.number().int().positive(),
  learningObjectives: z.array(text(200)).min(5),
});
export const CourseCatalogueSchema = z.array(CourseContentSchema).length(3);
export type CourseContent = z.infer<typeof CourseContentSchema>;

/**
 * A case study (issue 15): a realistic situation with its numbers, questions she answers in
 * writing, and a model answer per question revealed after she writes hers.
 */
export const CaseStudyContentSchema = z.object({
  /** Stable: her saved answers are kept under it, and it is the case's address. */
  id: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(40),
  title: text(120),
  /** One or two sentences for the course page: the situation and what she will decide. */
  summary: text(400),
  /** The role she plays and the company, e.g. "You are the CSM for Maple Ridge School District". */
  role: text(300),
  /** Markdown (the lesson rules: no HTML, no images, https links): 400 to 1,200 words. */
  scenario: text(12000),
  questions: z
    .array(
      z.object({
        id: text(40),
        prompt: text(600),
        /** The leveled rubric her answer is checked against. */
        criteria: LeveledRubricSchema,
        /** What a good first-timer writes (Markdown): shorter and plainer than the model answer. */
        entryAnswer: text(3000),
        /** Markdown, 80 to 400 words: a strong answer a hiring manager would recognise. */
        modelAnswer: text(4000),
      }),
    )
    .min(3)
    .max(5),
  /** What the case teaches, shown with the model answers. */
  takeaways: z.array(text(300)).min(3).max(6),
  /** The modules whose lessons this case applies (ids of the track's mini-course). */
  moduleIds: z.array(z.number().int().min(1)).min(1),
});
export type CaseStudyContent = z.infer<typeof CaseStudyContentSchema>;

/**
 * A track's case studies (content/case-studies/<track>.json, issue 32): a list, each case with
 * its own id. Question ids are unique across the track's cases too, so an answer names one prompt.
 */
export const CaseStudyTrackContentSchema = z
  .object({
    track: TrackSlugSchema,
    cases: z.array(CaseStudyContentSchema).min(1).max(6),
  })
  .superRefine((file, ctx) => {
    const caseIds = file.cases.map((c) => c.id);
    if (new Set(caseIds).size !== caseIds.length)
      ctx.addIssue({ code: 'custom', path: ['cases'], message: 'duplicate case id' });
    const questionIds = file.cases.flatMap((c) => c.questions.map((q) => q.id));
    if (new Set(questionIds).size !== questionIds.length)
      ctx.addIssue({ code: 'custom', path: ['cases'], message: 'duplicate question id' });
  });
export type CaseStudyTrackContent = z.infer<typeof CaseStudyTrackContentSchema>;

/**
 * Problems with "each scored question is taught": its moduleId must be a module of the track, its
 * concept one of that module's key terms, and the lesson must use it. Empty when all is taught.
 */
export function teachingProblems(
  course: MiniCourseContent,
  assessment: AssessmentContent,
): string[] {
  const problems: string[] = [];
  for (const question of [...assessment.questions, ...assessment.extraQuestions]) {
    if (question.moduleId === undefined && question.concept === undefined) continue;
    const module = course.modules.find((m) => m.id === question.moduleId);
    if (!module) {
      problems.push(
        `${question.id}: moduleId ${question.moduleId} is not a module of ${course.id}`,
      );
      continue;
    }
    const concept = (question.concept ?? '').toLowerCase();
    if (!(module.keyTerms ?? []).some((k) => k.term.toLowerCase() === concept))
      problems.push(
        `${question.id}: "${question.concept}" is not a key term of module ${module.id}`,
      );
    else if (!lessonMentions(module.lesson ?? '', concept))
      problems.push(
        `${question.id}: module ${module.id}'s lesson does not use "${question.concept}"`,
      );
  }
  return problems;
}

/**
 * The Interview Studio's question bank, one file per track in content/interview/ (issue 28).
 * The engine runs the same deterministic checks on every answer (length against the band, STAR
 * parts, a number or observable result, "I" in the action, teacher words, fillers, her own
 * evidence); `rubric` adds the question's own observable checks: a check passes when her answer
 * uses one of its cues, and the words that matched are quoted back to her.
 */
export const InterviewKindSchema = z.enum(['behavioural', 'role-task', 'teacher']);
export type InterviewKind = z.infer<typeof InterviewKindSchema>;

export const InterviewRubricCheckSchema = z.object({
  /** Unique within the question, kebab-case, e.g. "names-next-step". */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** What she did when it passes, in her terms: "You named a next step with a date". */
  label: text(140),
  /**
   * Words or short phrases (lower case) any one of which shows the check in her answer. Matched as
   * whole words, case-insensitively, spaces and hyphens alike; a trailing `*` matches any ending
   * ("renew*" matches renewal, renewed). At least three, so more than one phrasing passes.
   */
  cues: z.array(text(60)).min(3).max(20),
});

export const InterviewQuestionSchema = z.object({
  /** Stable across edits (answers are stored against it): "<track prefix>-<kebab words>". */
  id: z
    .string()
    .regex(/^(sales|cs|ld)-[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(60),
  kind: InterviewKindSchema,
  /** The competency it probes: an id of the track's competencies (src/server/features/resumes/analysis/competencies.ts). */
  competency: text(40),
  prompt: text(400),
  /** Spoken answer length that lands: behavioural and teacher questions 60-120 s; role tasks may run to 180. */
  targetSeconds: z
    .object({ min: z.number().int().min(30), max: z.number().int().max(240) })
    .refine((band) => band.min < band.max, 'min must be below max'),
  /** Whether STAR parts are checked (true for behavioural and teacher questions; a role task, e.g. "pitch me this pen", may not be a story). */
  star: z.boolean(),
  rubric: z.array(InterviewRubricCheckSchema).min(1).max(4),
  /** Shown after her first attempt at the question. Plain text, first person, 90-300 words each. */
  modelAnswers: z.object({
    /** What a good career-changer answer sounds like: honest, specific, a little plain. */
    entry: text(2400),
    /** What gets the offer: a real story with a number, her own action, the link to the role. */
    strong: text(3000),
  }),
  /** One sentence on what the interviewer is listening for; shown with the feedback. */
  listeningFor: text(300),
});
export type InterviewQuestionContent = z.infer<typeof InterviewQuestionSchema>;

export const InterviewBankSchema = z.object({
  track: TrackSlugSchema,
  questions: z.array(InterviewQuestionSchema).min(1),
});
export type InterviewBankContent = z.infer<typeof InterviewBankSchema>;

/**
 * A scripted roleplay per track (issue 28, item 5), one file per track in content/interview/roleplays/:
 * a discovery call, a renewal at risk, a training-needs intake. The other person speaks a line at
 * each node; she picks one of 2-4 replies, or types her own where the node allows it. Each choice
 * names the rubric check it shows or misses and why, so a played path is scored in the same shape
 * as an answer: a check passes when a step of her path shows it (quoting that reply, or the words of
 * her typed reply that matched a cue) and fails when her path only missed it.
 */
const kebabId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const RoleplayChoiceSchema = z.object({
  /** Unique within the node. */
  id: kebabId,
  /** What she says, in her words (first person, spoken). */
  text: text(600),
  /** The node it leads to. */
  next: kebabId,
  /** The rubric check this reply shows (`shows: true`) or misses (`shows: false`). */
  check: kebabId,
  shows: z.boolean(),
  /** One line on why, shown with the feedback: "You asked what it costs them before pitching". */
  why: text(240),
});
export type RoleplayChoiceContent = z.infer<typeof RoleplayChoiceSchema>;

export const RoleplayNodeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('turn'),
    id: kebabId,
    /** The other person's line. */
    line: text(700),
    choices: z.array(RoleplayChoiceSchema).min(2).max(4),
    /**
     * Where she may type her own reply instead: it shows `check` when it uses one of that check's
     * cues (matched like an answer's rubric) and goes to `next`, otherwise to `nextIfMissed`.
     */
    freeReply: z.object({ check: kebabId, next: kebabId, nextIfMissed: kebabId }).optional(),
  }),
  z.object({
    type: z.literal('ending'),
    id: kebabId,
    /** The other person's last line. */
    line: text(700),
    outcome: z.enum(['strong', 'mixed', 'weak']),
    /** What happened and what to try next time, shown with the scored checks. */
    summary: text(900),
  }),
]);
export type RoleplayNodeContent = z.infer<typeof RoleplayNodeSchema>;

/** The targets a node leads to: its choices' and its free reply's. */
export function roleplayTargets(node: RoleplayNodeContent): string[] {
  if (node.type === 'ending') return [];
  const targets = node.choices.map((c) => c.next);
  if (node.freeReply) targets.push(node.freeReply.next, node.freeReply.nextIfMissed);
  return targets;
}

/**
 * Problems with a scenario's graph and references: duplicate ids, a target or check that does not
 * exist, a node the start cannot reach, a loop (so every path ends) and a turn that reaches no
 * ending. Empty when the scenario is sound.
 */
export function roleplayProblems(scenario: {
  start: string;
  rubric: { id: string }[];
  nodes: RoleplayNodeContent[];
}): string[] {
  const problems: string[] = [];
  const nodes = new Map<string, RoleplayNodeContent>();
  for (const node of scenario.nodes) {
    if (nodes.has(node.id)) problems.push(`duplicate node id ${node.id}`);
    nodes.set(node.id, node);
  }
  const checks = new Set(scenario.rubric.map((c) => c.id));
  if (checks.size !== scenario.rubric.length) problems.push('duplicate rubric check id');
  if (!nodes.has(scenario.start)) problems.push(`start ${scenario.start} is not a node`);
  for (const node of scenario.nodes) {
    if (node.type === 'ending') continue;
    if (new Set(node.choices.map((c) => c.id)).size !== node.choices.length)
      problems.push(`${node.id}: duplicate choice id`);
    for (const target of roleplayTargets(node))
      if (!nodes.has(target)) problems.push(`${node.id}: leads to ${target}, which is not a node`);
    for (const check of [...node.choices.map((c) => c.check), node.freeReply?.check ?? []].flat())
      if (!checks.has(check)) problems.push(`${node.id}: check ${check} is not in the rubric`);
  }
  for (const id of checks)
    if (
      !scenario.nodes.some(
        (n) => n.type === 'turn' && n.choices.some((c) => c.check === id && c.shows),
      )
    )
      problems.push(`check ${id} is never shown by a reply`);
  if (problems.length > 0) return problems;

  // Depth-first from the start: grey = on the current path (seeing one again is a loop).
  const state = new Map<string, 'grey' | 'black'>();
  const visit = (id: string, path: string[]): void => {
    if (state.get(id) === 'grey') {
      problems.push(`loop: ${[...path, id].join(' -> ')}`);
      return;
    }
    if (state.get(id) === 'black') return;
    state.set(id, 'grey');
    for (const target of roleplayTargets(nodes.get(id)!)) visit(target, [...path, id]);
    state.set(id, 'black');
  };
  visit(scenario.start, []);
  for (const node of scenario.nodes)
    if (!state.has(node.id)) problems.push(`${node.id} cannot be reached from the start`);
  return problems;
}

export const RoleplaySchema = z
  .object({
    /** Stable (attempts are stored against it): "<track prefix>-roleplay-<kebab words>". */
    id: z
      .string()
      .regex(/^(sales|cs|ld)-roleplay-[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(60),
    /** The role she practises for. */
    track: TrackSlugSchema,
    title: text(120),
    /** The situation in two to four sentences: the company, the customer, what she knows. */
    setting: text(900),
    /** Who she plays, e.g. "You are the account executive at Brightpath Learning." */
    you: text(200),
    /** The other person. */
    counterpart: z.object({ name: text(60), role: text(120) }),
    /** A competency id of the track, as in the question bank. */
    competency: text(40),
    /** The checks the conversation is scored on, in the question bank's shape. */
    rubric: z.array(InterviewRubricCheckSchema).min(3).max(8),
    start: kebabId,
    nodes: z.array(RoleplayNodeSchema).min(8).max(14),
  })
  .superRefine((scenario, ctx) => {
    for (const message of roleplayProblems(scenario))
      ctx.addIssue({ code: 'custom', path: ['nodes'], message });
  });
export type RoleplayContent = z.infer<typeof RoleplaySchema>;
