import type { Queryable } from '../../db/database';

/** A person the dev identity provider can sign in as: one national id, the users that carry it. */
export interface DevIdentity {
  nationalId: string;
  name: string;
  accounts: string[];
}

export async function listDevIdentities(db: Queryable): Promise<DevIdentity[]> {
  const { rows } = await db.query<{ national_id: string; name: string; account: string }>(
    `SELECT u.national_id, trim(u.first_name || ' ' || u.last_name) AS name, u.username || '@' || c.subdomain AS account
       FROM users u JOIN customers c ON c.id = u.customer_id
      WHERE u.national_id IS NOT NULL AND u.deleted_at IS NULL AND c.deleted_at IS NULL
      ORDER BY c.subdomain, u.username
      LIMIT 200`,
  );
  const byId = new Map<string, DevIdentity>();
  for (const row of rows) {
    const found = byId.get(row.national_id) ?? { nationalId: row.national_id, name: row.name, accounts: [] };
    found.accounts.push(row.account);
    byId.set(row.national_id, found);
  }
  return [...byId.values()];
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The dev identity provider's sign-in page: pick a demo person (or type a national id). */
export function devLoginPage(uid: string, identities: DevIdentity[]): string {
  const options = identities
    .map(
      (identity, index) =>
        `<label><input type="radio" name="pid" value="${escapeHtml(identity.nationalId)}"${index === 0 ? ' checked' : ''}>
         ${escapeHtml(identity.name)} (${escapeHtml(identity.nationalId)}): ${escapeHtml(identity.accounts.join(', '))}</label><br>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev identity provider</title></head>
<body>
<h1>Dev identity provider</h1>
<p>Not a real national-ID login: for development and tests only.</p>
<form method="post" action="/api/dev-idp/interaction/${encodeURIComponent(uid)}/login">
${options}
<p><label>Or a national id: <input name="other_pid" inputmode="numeric" maxlength="11"></label></p>
<button type="submit">Sign in</button>
</form>
</body></html>`;
}
