import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Issue 17.11, ASVS 5 V3.4: every answer carries the browser-side defences. The session token is
// readable by JavaScript (the shell sends it as a Bearer), so the CSP is what stops an injected
// script: no inline script at all except the import map, allowed by its hash.

/** One year, as the HSTS preload list asks; sent only over HTTPS (RFC 6797 §7.2). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Answers that are not pages (JSON, files) load nothing and may not be framed. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The sha256 source of every inline script of a page (import map included), as CSP writes it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy of a page. Scripts: same origin (the shell, the apps' ES modules under /apps) and the
 * page's own inline scripts by hash. Styles may be inline: MUI/emotion injects <style> tags at run
 * time (a style cannot run code). connect-src names the WebSocket origin because not every browser
 * lets 'self' cover ws:/wss:, and the browser vendors' version lists.
 */
export function pageCsp(html: string, wsOrigin: string): string {
  const scripts = ["'self'", ...inlineScriptHashes(html)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // No other origin: the browser vendors' version lists are read by the server (browser-minimums.ts).
    `connect-src 'self' ${wsOrigin}`,
    "worker-src 'self' blob:",
    // A PDF previewed in the page (the storage app) is a blob: of bytes the page fetched itself.
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// Pages are few (the shell's index.html, the small server pages): remember their policies by content.
const policies = new Map<string, string>();

function policyFor(html: string, wsOrigin: string): string {
  const key = `${wsOrigin}\n${html}`;
  let policy = policies.get(key);
  if (policy === undefined) {
    policy = pageCsp(html, wsOrigin);
    if (policies.size >= 100) policies.clear();
    policies.set(key, policy);
  }
  return policy;
}

// Static pages (apps-harness.html) come as a file stream: their inline scripts are read from the file.
const filePages = new Map<string, { mtimeMs: number; html: string }>();

function pageText(payload: unknown): string {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  const sent = (payload as { path?: unknown } | null)?.path;
  if (typeof sent !== 'string') return '';
  // A build's .br or .gz copy (preCompressed, issue 27) holds the same page: read the page itself.
  const file = sent.replace(/\.(br|gz)$/, '');
  try {
    const { mtimeMs } = statSync(file);
    const known = filePages.get(file);
    if (known?.mtimeMs === mtimeMs) return known.html;
    const html = readFileSync(file, 'utf8');
    filePages.set(file, { mtimeMs, html });
    return html;
  } catch {
    return '';
  }
}

const isHtml = (reply: FastifyReply) => /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));
const isScript = (reply: FastifyReply) => /javascript/i.test(String(reply.getHeader('content-type') ?? ''));

function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'same-origin');
  reply.header('x-frame-options', 'DENY');
  // request.protocol is https when the socket is TLS or a trusted proxy says so (TRUST_PROXY).
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  // A 304's headers replace the cached answer's (RFC 9111 §4.3.4); it has no body and no type, so a
  // policy here would swap a page's policy for the non-page one.
  if (reply.hasHeader('content-security-policy') || reply.statusCode === 304) return;
  if (isHtml(reply)) {
    // A page whose text cannot be read gets a policy that allows no inline script at all.
    const html = pageText(payload);
    const wsOrigin = `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}`;
    reply.header('content-security-policy', policyFor(html, wsOrigin));
  } else if (!isScript(reply)) {
    // A script's own CSP would bind a worker started from it; pages' policies cover scripts.
    reply.header('content-security-policy', NON_PAGE_CSP);
  }
}

/** Security headers on every answer, errors and 404s included. */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      setSecurityHeaders(request, reply, payload);
      return payload;
    });
  },
  { name: 'security-headers' },
);
