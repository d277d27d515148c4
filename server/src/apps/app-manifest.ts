import { z } from 'zod';
import { appIncludesSchema } from '@portal/rules';
import { APP_NAME, APP_VERSION } from './app-coordinates';

/** apps/<name>/dist/<version>/manifest.json as the shared app build writes it (packages/sdk AppManifest). */
export const appManifestSchema = z.object({
  name: z.string().regex(APP_NAME),
  version: z.string().regex(APP_VERSION),
  entry: z.string().regex(/^[A-Za-z0-9._-]+\.js$/),
  integrity: z.string().regex(/^sha(256|384|512)-[A-Za-z0-9+/=]+$/),
  modules: z.array(z.string().min(1).max(200)).max(500),
  /** The modules by kind (pages, dialogs, widget kinds); older builds lack it. */
  supplies: z
    .object({
      pages: z.array(z.string().min(1).max(200)).max(500),
      dialogs: z.array(z.string().min(1).max(200)).max(500),
      widgets: z.array(z.string().min(1).max(200)).max(500),
    })
    .optional(),
  /** What the app adds to the shell (apps/<name>/includes.json); older builds and most apps lack it. */
  includes: appIncludesSchema.optional(),
  sdkVersion: z.string().regex(APP_VERSION),
  builtAt: z.string(),
});
export type AppManifest = z.infer<typeof appManifestSchema>;

export type ManifestReading = { ok: true; manifest: AppManifest } | { ok: false; problem: string };

/** Parses a manifest and checks that it describes the folder it lies in. */
export function parseManifest(text: string, name: string, version: string): ManifestReading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'manifest.json is not JSON' };
  }
  const parsed = appManifestSchema.safeParse(json);
  if (!parsed.success)
    return {
      ok: false,
      problem: `manifest.json is malformed (${parsed.error.issues[0]?.path.join('.') ?? ''})`,
    };
  if (parsed.data.name !== name || parsed.data.version !== version) {
    return { ok: false, problem: `manifest.json names ${parsed.data.name}@${parsed.data.version}` };
  }
  return { ok: true, manifest: parsed.data };
}
