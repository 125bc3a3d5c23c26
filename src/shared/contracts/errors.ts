import { z } from 'zod';

/** The one error envelope every API error uses. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  /** Field path -> message, for forms. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
