import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { listCustomers } from '../tenancy/customer';
import { firstTenantPage, tenantIndexPage, unknownDomainPage } from './base-domain-page';

export interface ServingOptions {
  db: Database;
  portalDist: string;
  baseDomain: string;
  demoData: boolean;
}

// Paths a probe or scraper asks for: an unknown one is a 404, never the shell's page, which would
// answer 200 and fool the probe (issue 27).
const INFRASTRUCTURE = /^\/(healthz|readyz|livez|metrics|\.well-known)(\/|$|\?)/;

const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith('/api/') &&
  !request.url.startsWith('/apps/') &&
  !INFRASTRUCTURE.test(request.url);

/**
 * Serves the built portal: hashed assets immutable, every client route falls back to index.html
 * (the shell's router decides). The bare base domain gets the tenant list or the unknown page.
 */
export const servingPlugin: FastifyPluginAsync<ServingOptions> = async (app, opts) => {
  const indexFile = path.join(opts.portalDist, 'index.html');
  const hasPortal = existsSync(indexFile);
  if (!hasPortal) app.log.warn({ portalDist: opts.portalDist }, 'portal build not found; run npm run build');
  let indexHtml: string | undefined;
  const readIndex = () => (indexHtml ??= readFileSync(indexFile, 'utf8'));

  if (hasPortal) {
    await app.register(fastifyStatic, {
      root: opts.portalDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build's .br and .gz copies (scripts/compress-assets.mjs), chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes(`${path.sep}shared${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const hostKind = request.hostKind;
    if (hostKind.kind === 'base') {
      if (opts.demoData) {
        const port = (request.headers.host ?? '').split(':')[1] ?? '';
        const tenants = await listCustomers(opts.db);
        return reply.type('text/html').header('cache-control', 'no-store').send(tenantIndexPage(tenants, opts.baseDomain, port, request.protocol));
      }
      // Without demo data the tenants are not listed to the public; before the first exists, the
      // page says how to create it.
      if ((await listCustomers(opts.db)).length === 0)
        return reply.type('text/html').header('cache-control', 'no-store').send(firstTenantPage());
      return reply.status(404).type('text/html').send(unknownDomainPage(hostKind.host));
    }
    if (hostKind.kind === 'unknown') return reply.status(404).type('text/html').send(unknownDomainPage(hostKind.host));
    if (!hasPortal) return reply.status(503).type('text/plain').send('The portal is not built yet: run npm run build');
    // An unknown subdomain still gets the shell, which shows its own 404 page (§4 App start).
    return reply
      .status(request.tenant ? 200 : 404)
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(readIndex());
  };

  // Client routes are whatever the shell's router knows: every other page request gets the shell.
  app.get('/', sendPage);
  app.get('/*', async (request, reply) => {
    if (!isPageRequest(request)) return reply.callNotFound();
    return sendPage(request, reply);
  });
};
