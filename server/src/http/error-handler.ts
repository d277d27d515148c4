import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './api-error';
import { OutsideServiceError } from './outside-service-error';

const GENERAL_FAILURE = 'Something went wrong';

/** One place per layer turns errors into answers (STYLE.md): 4xx with code and text, 5xx without detail. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({ error: error.code, message: error.message, ...error.extra });
    }
    if (error instanceof OutsideServiceError) {
      // One warning with the service's answer; the user is told what failed and to try again.
      request.log.warn({ service: error.service, answer: error.answer }, `${error.service} service failed`);
      return reply.status(503).send({ error: error.answerCode, ...error.userMessage });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return reply.status(400).send({ error: 'bad_request', message: fastifyError.message });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? 'too_many_requests' : status === 413 ? 'payload_too_large' : 'bad_request';
      return reply.status(status).send({ error: code, message: fastifyError.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'internal', message: GENERAL_FAILURE });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}
