import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type OidcContext } from 'oidc-provider';
import type { Database } from '../../db/database';
import { DEV_IDP_CLIENT_ID, DEV_IDP_CLIENT_SECRET } from '../nbid/nbid-settings';
import { devLoginPage, listDevIdentities } from './dev-idp-login-page';
import { createDevIdpStore } from './dev-idp-store';

// A built-in identity provider (oidc-provider) standing in for the national-ID providers outside
// production, answering the demo users' synthetic national ids as the `pid` claim. The server
// reaches it on 127.0.0.1 (Node does not resolve *.localhost), and so does the browser's redirect.

export const DEV_IDP_PREFIX = '/api/dev-idp';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dev identity provider's issuer once the server listens; null when it is not mounted. */
    devIdpIssuer(): string | null;
  }
}

export interface DevIdpOptions {
  db: Database;
  enabled: boolean;
  baseDomain: string;
  redirectPath: string;
  issuer?: string;
}

function listeningPort(app: FastifyInstance): number | null {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : null;
}

/** Any tenant host of the base domain may receive the code, on the portal's callback path. */
function isDevRedirect(uri: string, baseDomain: string, redirectPath: string): boolean {
  try {
    const url = new URL(uri);
    const host = url.hostname.toLowerCase();
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (host === baseDomain || host.endsWith(`.${baseDomain}`)) &&
      url.pathname === redirectPath &&
      url.search === '' &&
      url.hash === ''
    );
  } catch {
    return false;
  }
}

async function createProvider(issuer: string, db: Database, baseDomain: string, redirectPath: string): Promise<Provider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'dev-idp' };
  const names = new Map((await listDevIdentities(db)).map((identity) => [identity.nationalId, identity.name]));
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: DEV_IDP_CLIENT_ID,
        client_secret: DEV_IDP_CLIENT_SECRET,
        redirect_uris: [`http://${baseDomain}${redirectPath}`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    adapter: createDevIdpStore(),
    jwks: { keys: [jwk] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    claims: { openid: ['sub', 'pid', 'name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // onbehalfof and acr_values are ID-porten's; the stand-in accepts and ignores them.
    extraParams: ['onbehalfof'],
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${DEV_IDP_PREFIX}/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, pid: id, name: names.get(id) ?? 'Test Person' }),
    }),
    // First-party stand-in: no consent screen; the grant covers openid.
    loadExistingGrant: async (ctx: OidcContext) => {
      const { client, session, result, provider: self } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return self.Grant.find(grantId);
      const grant = new self.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid');
      await grant.save();
      return grant;
    },
  });
  // oidc-provider's documented recipe for wildcard redirect URIs: every tenant host is allowed.
  provider.Client.prototype.redirectUriAllowed = (uri: string) => isDevRedirect(uri, baseDomain, redirectPath);
  return provider;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 8192) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export const devIdpPlugin = fp<DevIdpOptions>(
  async (app, options) => {
    const issuer = () => {
      if (options.issuer) return options.issuer.replace(/\/$/, '');
      const port = listeningPort(app);
      return port === null ? null : `http://127.0.0.1:${port}${DEV_IDP_PREFIX}`;
    };
    app.decorate('devIdpIssuer', () => (options.enabled ? issuer() : null));
    if (!options.enabled) return;

    let provider: Promise<Provider> | undefined;
    let handler: ReturnType<Provider['callback']> | undefined;
    const getProvider = () => {
      const current = issuer();
      if (!current) throw new Error('The dev identity provider starts once the server listens');
      provider ??= createProvider(current, options.db, options.baseDomain, options.redirectPath);
      return provider;
    };

    await app.register(async (scope) => {
      // oidc-provider reads its own request bodies: leave the stream untouched here.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

      scope.get<{ Params: { uid: string } }>(`${DEV_IDP_PREFIX}/interaction/:uid`, async (request, reply) => {
        const idp = await getProvider();
        const details = await idp.interactionDetails(request.raw, reply.raw);
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        return devLoginPage(details.uid, await listDevIdentities(options.db));
      });

      scope.post<{ Params: { uid: string } }>(`${DEV_IDP_PREFIX}/interaction/:uid/login`, async (request, reply) => {
        const idp = await getProvider();
        await idp.interactionDetails(request.raw, reply.raw);
        const form = await readForm(request.raw);
        const pid = (form.get('other_pid') || form.get('pid') || '').trim();
        if (!/^\d{11}$/.test(pid)) return reply.status(400).type('text/plain').send('Choose a person');
        reply.hijack();
        try {
          await idp.interactionFinished(request.raw, reply.raw, { login: { accountId: pid } }, { mergeWithLastSubmission: false });
        } catch {
          reply.raw.writeHead(400, { 'content-type': 'text/plain' }).end('The sign-in has expired; start again');
        }
      });

      scope.all(`${DEV_IDP_PREFIX}/*`, async (request, reply) => {
        const idp = await getProvider();
        reply.hijack();
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '').slice(DEV_IDP_PREFIX.length) || '/';
        handler ??= idp.callback();
        handler(raw, reply.raw);
      });
    });
  },
  { name: 'dev-idp' },
);
