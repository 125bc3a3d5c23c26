import { ApiErrorSchema } from '@/shared/contracts/errors';

/** An error whose status and message are safe to show the caller. */
export class HttpError extends Error {
  readonly headers: Record<string, string>;
  /** A message per field (answered as `fields`, like schema validation errors). */
  readonly fields: Record<string, string> | undefined;

  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code?: string,
    extra: { headers?: Record<string, string>; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.headers = extra.headers ?? {};
    this.fields = extra.fields;
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message = 'Authentication required') =>
  new HttpError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You do not have access to this resource') =>
  new HttpError(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'NOT_FOUND');
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);

/** Response schemas for the error statuses a route declares: each is the one `{ message }` envelope. */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof ApiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema])) as Record<
    S,
    typeof ApiErrorSchema
  >;
}
