import type { Queryable } from '../db/database';
import type { InstalledApps } from './installed-apps';

/**
 * Mirrors the installed versions into the `apps` table (0001_shell.sql), so reports and the
 * "select versions" screen can join on them; the folder stays the source of truth.
 */
export async function registerInstalledApps(db: Queryable, installed: InstalledApps): Promise<void> {
  const rows = installed.apps.flatMap((a) =>
    a.versions.map((m) => ({ name: a.name, version: m.version, manifest: m })),
  );
  for (const row of rows) {
    await db.query(
      `INSERT INTO apps (name, version, manifest) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (name, version) DO UPDATE SET manifest = EXCLUDED.manifest, updated_at = now()
       WHERE apps.manifest IS DISTINCT FROM EXCLUDED.manifest`,
      [row.name, row.version, JSON.stringify(row.manifest)],
    );
  }
  const keep = rows.map((r) => `${r.name}@${r.version}`);
  await db.query(`DELETE FROM apps WHERE NOT (name || '@' || version = ANY($1::text[]))`, [keep]);
}
