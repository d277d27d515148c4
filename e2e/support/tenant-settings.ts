// Changes a tenant row of a stopped test server's embedded database (e.g. a 1-minute session).
import { openDatabase } from '../../server/src/db/open-database';

export async function updateCustomer(
  dataDir: string,
  subdomain: string,
  assignments: string,
  values: unknown[],
): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    await db.query(`UPDATE customers SET ${assignments} WHERE subdomain = $1`, [subdomain, ...values]);
  } finally {
    await db.close();
  }
}
