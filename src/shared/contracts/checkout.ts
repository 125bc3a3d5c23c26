import { z } from 'zod';
import { UserIdSchema } from './users';

export const CheckoutBodySchema = z.object({
  courseId: z.number({ message: 'courseId must be a number' }).int(),
});
export const CheckoutResponseSchema = z.object({
  url: z.string(),
  mode: z.enum(['stripe', 'test']),
});

export const PaymentSuccessBodySchema = z.object({
  userId: UserIdSchema,
  courseId: z.number().int(),
  stripeSessionId: z.string().min(1, 'stripeSessionId is required').max(200),
  email: z.string().max(254).optional(),
});
export const PaymentSuccessResponseSchema = z.object({
  ok: z.literal(true),
  courseId: z.number().int(),
  /** True when this payment had already been fulfilled (by the webhook or an earlier visit). */
  alreadyActive: z.boolean(),
});

export const TestCheckoutSessionSchema = z.object({
  id: z.string(),
  courseTitle: z.string(),
  courseDescription: z.string(),
  /** Cents. */
  amount: z.number().int(),
  currency: z.string(),
  paid: z.boolean(),
  /** Replaced by a newer checkout for the same course: it can no longer be paid. */
  expired: z.boolean(),
  cancelUrl: z.string(),
});
export type TestCheckoutSession = z.infer<typeof TestCheckoutSessionSchema>;
