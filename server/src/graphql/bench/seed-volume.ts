import type { Database } from '../../db/database';

export interface VolumeOptions {
  tenants: number;
  queriesPerTenant: number;
  recipientsPerTenant: number;
}

export interface BenchTenant {
  customerId: number;
  subdomain: string;
  adminId: number;
  queryId: number;
}

/** A realistic volume for the GraphQL benchmark: tenants "bench1".."benchN", set-based inserts. */
export async function seedVolume(db: Database, options: VolumeOptions): Promise<BenchTenant[]> {
  const { tenants, queriesPerTenant, recipientsPerTenant } = options;
  await db.exec(`
    INSERT INTO customers (subdomain, name) SELECT 'bench' || g, 'Bench ' || g FROM generate_series(1, ${tenants}) g;
    INSERT INTO users (customer_id, username, role, first_name, last_name)
      SELECT id, 'admin', 'admin', 'Bench', 'Admin' FROM customers WHERE subdomain LIKE 'bench%' ORDER BY id;
    INSERT INTO activities (customer_id, name)
      SELECT c.id, 'Activity ' || g FROM customers c, generate_series(1, 10) g WHERE c.subdomain LIKE 'bench%' ORDER BY c.id, g;
    INSERT INTO templates (customer_id, title, context, region)
      SELECT c.id, 'Template ' || g, 'CTX', 1 + g % 3 FROM customers c, generate_series(1, 20) g WHERE c.subdomain LIKE 'bench%' ORDER BY c.id, g;
    INSERT INTO recipients (customer_id, full_name, activity_id)
      SELECT c.id, 'Person ' || g || CASE WHEN g % 2 = 0 THEN ' Hansen' ELSE ' Olsen' END,
             (SELECT min(id) FROM activities a WHERE a.customer_id = c.id) + g % 10
        FROM customers c, generate_series(1, ${recipientsPerTenant}) g WHERE c.subdomain LIKE 'bench%' ORDER BY c.id, g;
    ALTER TABLE queries DISABLE TRIGGER log_version;
    INSERT INTO queries (customer_id, patient_id, template_id, title, status, region, properties)
      SELECT t.id, t.rmin + g % ${recipientsPerTenant}, t.tmin + g % 20, 'Questionnaire ' || g,
             (ARRAY['SENT', 'DRAFT', 'ANSWERED'])[1 + g % 3], 1 + g % 5, jsonb_build_object('score', g % 7)
        FROM (SELECT c.id, (SELECT min(id) FROM recipients r WHERE r.customer_id = c.id) AS rmin,
                     (SELECT min(id) FROM templates x WHERE x.customer_id = c.id) AS tmin
                FROM customers c WHERE c.subdomain LIKE 'bench%') t,
             generate_series(1, ${queriesPerTenant}) g;
    ALTER TABLE queries ENABLE TRIGGER log_version;
    ANALYZE;
  `);
  const { rows } = await db.query<{ id: number; subdomain: string; admin_id: number; query_id: number }>(
    `SELECT c.id, c.subdomain, (SELECT min(id) FROM users u WHERE u.customer_id = c.id) AS admin_id,
            (SELECT min(id) + 17 FROM queries q WHERE q.customer_id = c.id) AS query_id
       FROM customers c WHERE c.subdomain LIKE 'bench%' ORDER BY c.id`,
  );
  return rows.map((r) => ({
    customerId: Number(r.id),
    subdomain: r.subdomain,
    adminId: Number(r.admin_id),
    queryId: Number(r.query_id),
  }));
}
