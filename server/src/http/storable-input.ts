// Issue 24.11, the contract layer's general refusal: a NUL character anywhere in a request's JSON
// body, query or path parameters is a 400 `input_not_storable` naming the field, before any
// handler runs, for every route (PostgreSQL's text and jsonb cannot hold it, so it would only fail
// later as a 5xx). Dates are refused by the schemas' `storableDate` and, as the last net, by the
// error handler's mapping of PostgreSQL's data exceptions (error-handler.ts).
import type { FastifyInstance } from 'fastify';
import { findUnstorableText, messageText } from '@portal/rules';
import { ApiError } from './api-error';

// The GraphQL endpoint answers in GraphQL's own error shape (a data-exception, as Hasura does).
const OWN_ERROR_SHAPE = new Set(['/api/srvproxy/v1/graphql']);

/** The 400 for a value the database cannot store, in both languages, with the field's path. */
export function notStorable(
  key: 'validation.textNotStorable' | 'validation.inputNotStorable',
  field?: string,
): ApiError {
  const en = messageText(key, 'en');
  return new ApiError(400, 'input_not_storable', en, {
    messages: { en, no: messageText(key, 'no') },
    ...(field === undefined ? {} : { field }),
  });
}

export function registerStorableInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (OWN_ERROR_SHAPE.has(request.routeOptions.url ?? '')) return;
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorableText(part);
      if (field !== null) throw notStorable('validation.textNotStorable', field);
    }
  });
}
