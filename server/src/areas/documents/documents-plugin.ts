// Issue 14 parts 4, 5, 6 and 8 over HTTP: drafts with autosave and versions (the editor's HTML
// sanitised here before it is stored), export and "make a document", generate from a template, the
// templates' administration, and signing. Reads of lists go through the data API; these routes are
// the writes and the files. Every route is the contract of packages/rules (documents/contract.ts),
// registered through the area kit: it resolves the caller, checks access and input, and hands the
// handler the tenant's database under row-level security.
import type { FastifyPluginAsync } from 'fastify';
import type { AreaContext } from '../../area-kit/feature-area';
import { createFileStore, type FileStore } from '../storage';
import { registerTemplateRoutes } from './document-templates';
import { registerDraftRoutes } from './draft-routes';
import { registerGenerateRoutes } from './generate-routes';
import { builtinSigningProvider } from './signing/builtin-signing-provider';
import type { SigningProvider } from './signing/signing-provider';
import { registerSigningRoutes } from './signing-routes';

export interface DocumentsOptions extends AreaContext {
  /** Tests give their own; the server the configured store and the built-in provider. */
  store?: FileStore;
  provider?: SigningProvider;
}

export const documentsPlugin: FastifyPluginAsync<DocumentsOptions> = async (app, options) => {
  const { db: ownerDb, clock, config, sms } = options;
  const store = options.store ?? createFileStore(config);
  const provider = options.provider ?? builtinSigningProvider(config.dataDir, app.workers);
  const deps = { ownerDb, store, now: () => clock.now() };

  await registerDraftRoutes(app, deps);
  registerGenerateRoutes(app, deps);
  registerTemplateRoutes(app, deps);
  registerSigningRoutes(app, { ...deps, provider, sms, config });
};
