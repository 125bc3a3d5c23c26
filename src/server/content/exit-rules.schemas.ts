import { z } from 'zod';

const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

/** Where a rule comes from, and when we last read it there. */
export const ExitRuleSourceSchema = z.object({
  title: z.string().min(1),
  url: z.url(),
  /** A short quote or a faithful summary of the text. */
  quote: z.string().min(1),
  checkedOn: IsoDateSchema,
  /** What the check was made against (the copy we read). */
  checkedAgainst: z.string().min(1),
});

/** A state's rule for resigning a teaching contract: content, one file a state. */
export const ExitRuleSchema = z.object({
  state: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code'),
  name: z.string().min(1),
  deadline: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('days-before-first-day-of-instruction'),
      days: z.number().int().min(1).max(366),
    }),
    z.object({ kind: z.literal('fixed-date'), monthDay: z.string().regex(/^\d{2}-\d{2}$/) }),
  ]),
  summary: z.string().min(1),
  afterDeadline: z.string().min(1),
  sources: z.array(ExitRuleSourceSchema).min(1),
});
export type ExitRule = z.infer<typeof ExitRuleSchema>;
