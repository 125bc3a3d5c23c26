import { z } from 'zod';

/**
 * Characters PostgreSQL cannot store: NUL (refused by text and jsonb) and UTF-16 surrogates
 * without their pair (jsonb refuses the escape; text silently turns them into U+FFFD).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE =
  'contains a character that cannot be stored (a NUL byte or a broken emoji or symbol)';

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

const MAX_DEPTH = 64;

/** Adds an issue at the path of every unstorable string or object key inside a request part. */
function collectUnsafeText(
  value: unknown,
  path: PropertyKey[],
  ctx: z.RefinementCtx,
  depth: number,
): void {
  if (typeof value === 'string') {
    if (!isStorableText(value))
      ctx.addIssue({ code: 'custom', path, message: UNSAFE_TEXT_MESSAGE, input: value });
    return;
  }
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectUnsafeText(item, [...path, index], ctx, depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) {
      ctx.addIssue({ code: 'custom', path, message: UNSAFE_TEXT_MESSAGE, input: key });
      continue;
    }
    collectUnsafeText(item, [...path, key], ctx, depth + 1);
  }
}

/**
 * The same rule for every string of a request (params, query, body), applied once where the
 * server compiles its validators, so a route added later cannot forget it.
 */
export function refuseUnsafeText<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => collectUnsafeText(value, [], ctx, 0))
    .pipe(schema);
}
