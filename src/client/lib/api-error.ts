import { ApiErrorSchema } from '@/shared/contracts/errors';
import { ApiError } from './api-client';

/**
 * An error answer as an ApiError: `message` is the spec's "{status}: {body or status text}"
 * (part-1 §8, for logs, never for a person), `serverMessage` and `fields` come from our envelope
 * when the body is one. Shared by fetch calls and the resume upload's XMLHttpRequest.
 */
export function toApiError(status: number, statusText: string, text: string): ApiError {
  let serverMessage: string | undefined;
  let fields: Record<string, string> | undefined;
  let code: string | undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
    const parsed = ApiErrorSchema.safeParse(body);
    if (parsed.success) ({ message: serverMessage, fields, code } = parsed.data);
  } catch {
    // Not JSON: the raw text stands in the message below.
  }
  return new ApiError(
    status,
    `${status}: ${text || statusText}`,
    serverMessage,
    fields,
    body,
    code,
  );
}
