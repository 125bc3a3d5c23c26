import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@/shared/contracts/errors';
import { HttpError } from '../lib/http-errors';
import { redactUrl } from './logging';

const CONTEXT_LABEL: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'URL parameter',
  headers: 'Request header',
};

const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Messages name the field: schema messages usually do ("Email is required"); otherwise prefix it. */
function validationBody(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
): ApiErrorBody {
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const raw = issue.message ?? 'is invalid';
    const label = field || CONTEXT_LABEL[error.validationContext ?? 'body'] || 'Request';
    const message = field && squash(raw).includes(squash(field)) ? raw : `${label}: ${raw}`;
    if (field && !(field in fields)) fields[field] = message;
    if (!messages.includes(message)) messages.push(message);
  }
  return { message: messages.slice(0, 3).join('; '), code: 'VALIDATION_ERROR', fields };
}

/** One handler: 4xx pass their message, 5xx are logged with context and answered generically. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error));
    }
    if (error instanceof HttpError) {
      return reply
        .headers(error.headers)
        .status(error.statusCode)
        .send({
          message: error.message,
          ...(error.code ? { code: error.code } : {}),
          ...(error.fields ? { fields: error.fields } : {}),
        });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ApiErrorBody = { message: friendlyClientError(error), code: error.code };
      return reply.status(status).send(body);
    }
    request.log.error(
      { err: error, url: redactUrl(request.url), method: request.method },
      'request failed',
    );
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
}

function friendlyClientError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body must be valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_RATE_LIMITED':
      return error.message;
    default:
      return error.message || 'Bad request';
  }
}
