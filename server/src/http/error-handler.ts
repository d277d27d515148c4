import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './api-error';
import { InputRefused } from './input-refused';
import { OutsideServiceError } from './outside-service-error';
import { notStorable, registerStorableInputGuard } from './storable-input';

const GENERAL_FAILURE = 'Something went wrong';

const errorBody = (error: ApiError) => ({ error: error.code, message: error.message, ...error.extra });

/**
 * Seconds a client waits before it tries again after a 503 that passes (a full worker queue, an outside
 * service down), unless the route said otherwise (RFC 9110 §10.2.3).
 */
export const RETRY_AFTER_SECONDS = 5;

/** PostgreSQL's (and PGlite's) error for a data exception: SQLSTATE class 22. */
function isDataException(error: unknown): error is { code: string } {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && typeof severity === 'string';
}

/** One place per layer turns errors into answers (STYLE.md): 4xx with code and text, 5xx without detail. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode === 503 && !reply.hasHeader('retry-after'))
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(error.statusCode).send(errorBody(error));
    }
    if (error instanceof InputRefused) return reply.status(400).send(error.answer());
    if (error instanceof OutsideServiceError) {
      // One warning with the service's answer; the user is told what failed and to try again.
      request.log.warn({ service: error.service, answer: error.answer }, `${error.service} service failed`);
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ error: error.answerCode, ...error.userMessage });
    }
    if (isDataException(error)) {
      // Issue 24.11's net: a value PostgreSQL refuses (class 22: a character it cannot encode, a
      // date or number out of range, a malformed value) is the request's fault, not the server's.
      request.log.info({ sqlState: error.code }, 'input refused by the database');
      return reply.status(400).send(errorBody(notStorable('validation.inputNotStorable')));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return reply.status(400).send({ error: 'bad_request', message: fastifyError.message });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 429 ? 'too_many_requests' : status === 413 ? 'payload_too_large' : 'bad_request';
      return reply.status(status).send({ error: code, message: fastifyError.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'internal', message: GENERAL_FAILURE });
  });
  // The refusal of input the database cannot store, before any handler (issue 24.11): registered
  // here, with the one error shape it answers in, so every app that has this handler has it too.
  registerStorableInputGuard(app);
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}
