// The overview designer's reads and writes (issue 32 item 5) on the shell's overview tables
// (0001_shell.sql: overviews with user_id NULL for the tenant's default, one per user and journal;
// overview_widgets in order). Every statement runs under the tenant's row-level security; the
// customer id is named as well, so a query reads as what it means.
import {
  OVERVIEW_NAME_MAX,
  OVERVIEW_ROWS_MAX,
  OVERVIEW_ROWS_MIN,
  isWidgetKind,
  overviewNameKey,
  specDesignerWidgets,
  storedOrder,
  widgetNameKey,
  type AppContext,
  type DesignerWidget,
  type OverviewLayout,
  type OverviewSave,
} from '@portal/rules';
import type { Queryable } from '../../db/database';
import { overviewError } from './overview-errors';

/** Whose overview: a user's own (their id) or the tenant's default (null). */
export interface OverviewOwner {
  customerId: number;
  userId: number | null;
}

interface WidgetRow {
  widget: string;
  status: string;
  rows: number | null;
  name: string | null;
}

/** A stored widget in the designer's words; a kind this server does not know is left out. */
function designerWidget(row: WidgetRow): DesignerWidget | null {
  if (!isWidgetKind(row.widget)) return null;
  const rows = Math.round(Number(row.rows ?? OVERVIEW_ROWS_MIN));
  const name = row.name?.trim() ?? '';
  return {
    widget: row.widget,
    status: row.status === 'Off' ? 'Off' : 'On',
    rows: Math.min(
      OVERVIEW_ROWS_MAX,
      Math.max(OVERVIEW_ROWS_MIN, Number.isFinite(rows) ? rows : OVERVIEW_ROWS_MIN),
    ),
    name: name === '' || name === widgetNameKey(row.widget) ? null : name.slice(0, OVERVIEW_NAME_MAX),
  };
}

/** The stored overview of one owner and journal, or null when none is stored. */
export async function storedLayout(
  db: Queryable,
  owner: OverviewOwner,
  context: AppContext,
): Promise<{ id: number; widgets: DesignerWidget[] } | null> {
  const { rows } = await db.query<{ id: string | number }>(
    `SELECT id FROM overviews
      WHERE customer_id = $1 AND user_id IS NOT DISTINCT FROM $2 AND app_context = $3 AND deleted_at IS NULL`,
    [owner.customerId, owner.userId, context],
  );
  const found = rows[0];
  if (!found) return null;
  const id = Number(found.id);
  const widgets = await db.query<WidgetRow>(
    `SELECT widget, settings->>'status' AS status, (settings->>'amount_of_rows')::numeric AS rows, name
       FROM overview_widgets
      WHERE customer_id = $1 AND overview_id = $2 AND deleted_at IS NULL
      ORDER BY "order", id`,
    [owner.customerId, id],
  );
  return { id, widgets: widgets.rows.map(designerWidget).filter((w): w is DesignerWidget => w !== null) };
}

/** What the designer edits: the owner's stored overview, else (for a user) the tenant's, else §9's. */
export async function layoutFor(
  db: Queryable,
  owner: OverviewOwner,
  context: AppContext,
): Promise<OverviewLayout> {
  const own = await storedLayout(db, owner, context);
  if (own)
    return {
      id: own.id,
      appContext: context,
      source: owner.userId === null ? 'default' : 'mine',
      widgets: own.widgets,
    };
  if (owner.userId !== null) {
    const tenant = await storedLayout(db, { customerId: owner.customerId, userId: null }, context);
    if (tenant) return { id: null, appContext: context, source: 'default', widgets: tenant.widgets };
  }
  return { id: null, appContext: context, source: 'spec', widgets: specDesignerWidgets(context) };
}

/**
 * Replaces the owner's overview of one journal with the designer's list, in one transaction. The
 * id the designer read must be the owner's stored overview (another tenant's or user's is refused
 * as not found, and nothing changes).
 */
export async function saveLayout(
  tx: Queryable,
  owner: OverviewOwner,
  context: AppContext,
  input: OverviewSave,
): Promise<OverviewLayout> {
  const current = await storedLayout(tx, owner, context);
  if (input.id !== null && input.id !== current?.id) throw overviewError(404, 'overview_not_found');
  let id = current?.id;
  if (id === undefined) {
    const { rows } = await tx.query<{ id: string | number }>(
      `INSERT INTO overviews (customer_id, user_id, name, app_context) VALUES ($1, $2, $3, $4) RETURNING id`,
      [owner.customerId, owner.userId, overviewNameKey(context), context],
    );
    id = Number(rows[0]!.id);
  } else {
    await tx.query(`UPDATE overviews SET updated_at = now() WHERE customer_id = $1 AND id = $2`, [
      owner.customerId,
      id,
    ]);
    await tx.query(`DELETE FROM overview_widgets WHERE customer_id = $1 AND overview_id = $2`, [
      owner.customerId,
      id,
    ]);
  }
  const placed = storedOrder(input.widgets);
  await tx.query(
    `INSERT INTO overview_widgets (customer_id, overview_id, widget, variation, "order", settings, name)
     SELECT $1, $2, w.widget, 'DEFAULT', w.ord,
            jsonb_build_object('status', w.status, 'amount_of_rows', w.rows), NULLIF(w.name, '')
       FROM unnest($3::text[], $4::int[], $5::text[], $6::int[], $7::text[]) AS w(widget, ord, status, rows, name)`,
    [
      owner.customerId,
      id,
      placed.map((p) => p.widget.widget),
      placed.map((p) => p.order),
      placed.map((p) => p.widget.status),
      placed.map((p) => p.widget.rows),
      placed.map((p) => p.widget.name ?? ''),
    ],
  );
  return layoutFor(tx, owner, context);
}
