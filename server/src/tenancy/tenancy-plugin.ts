import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { ApiError, SUBDOMAIN_NOT_VALID } from '../http/api-error';
import { findCustomerBySubdomain, type Customer } from './customer';
import { tenantFromHost, type HostKind } from './tenant-host';

declare module 'fastify' {
  interface FastifyRequest {
    hostKind: HostKind;
    /** The customer of the request's subdomain, or null when the host names none. */
    tenant: Customer | null;
  }
  interface FastifyInstance {
    /** Forget a cached customer after it changed (features, app versions). */
    invalidateTenant(subdomain: string): void;
  }
}

// Customers change rarely; a short cache keeps one lookup off every request. Each instance
// forgets its own entry on change, and the TTL bounds staleness across instances.
const CACHE_TTL_MS = 3000;

export interface TenancyOptions {
  db: Database;
  baseDomain: string;
}

/** The tenant of a request that needs one: a 404 "Subdomain is not valid!" otherwise. */
export function requireTenant(request: FastifyRequest): Customer {
  if (!request.tenant) {
    const host = request.hostKind.kind === 'malformed' ? '' : request.hostKind.host;
    throw new ApiError(404, SUBDOMAIN_NOT_VALID, `Domain ${host} is not known`);
  }
  return request.tenant;
}

export const tenancyPlugin = fp<TenancyOptions>(
  async (app, { db, baseDomain }) => {
    // The promise is cached, so requests that arrive while a lookup runs share it.
    const cache = new Map<string, { customer: Promise<Customer | undefined>; at: number }>();
    app.decorate('invalidateTenant', (subdomain: string) => {
      cache.delete(subdomain);
    });
    // Set by the onRequest hook below before any handler reads it.
    app.decorateRequest<HostKind | null>('hostKind', null);
    app.decorateRequest('tenant', null);

    app.addHook('onRequest', async (request) => {
      // Fastify's host: X-Forwarded-Host (its right-most value, the one the proxy set) only when the
      // socket is a trusted proxy (TRUST_PROXY), the Host header otherwise.
      request.hostKind = tenantFromHost(request.host || undefined, baseDomain);
      if (request.hostKind.kind === 'malformed') {
        throw new ApiError(400, 'bad_host', 'The Host header is not a valid domain name');
      }
      if (request.hostKind.kind !== 'tenant') return;
      const { subdomain } = request.hostKind;
      let entry = cache.get(subdomain);
      if (!entry || Date.now() - entry.at >= CACHE_TTL_MS) {
        const fresh = { customer: findCustomerBySubdomain(db, subdomain), at: Date.now() };
        if (cache.size > 10_000) cache.clear();
        cache.set(subdomain, fresh);
        fresh.customer.catch(() => {
          if (cache.get(subdomain) === fresh) cache.delete(subdomain);
        });
        entry = fresh;
      }
      request.tenant = (await entry.customer) ?? null;
    });
  },
  { name: 'tenancy' },
);
