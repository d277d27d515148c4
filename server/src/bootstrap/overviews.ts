import { defaultOverviews } from '@portal/rules';
import type { Queryable } from '../db/database';

type AppContext = 'JOURNAL_ME' | 'JOURNAL_RECIPIENT';

export interface OverviewWidget {
  widget: string;
  variation: string;
  order: number;
  settings: { status: 'On' | 'Off'; amount_of_rows: number };
  name: string | null;
  description: string | null;
}

export interface Overview {
  name: string;
  app_context: AppContext;
  overview_widgets: OverviewWidget[];
}

/**
 * §4 "Overview choice": per app context, the user's own overview, else the customer's default
 * (user_id NULL), else the defaults of §9.
 */
export async function loadOverviews(db: Queryable, customerId: number, userId: number): Promise<Overview[]> {
  const { rows } = await db.query<Overview & { user_id: number | null }>(
    `SELECT o.name, o.app_context, o.user_id,
            COALESCE((SELECT json_agg(json_build_object(
                        'widget', w.widget, 'variation', w.variation, 'order', w."order",
                        'settings', w.settings, 'name', w.name, 'description', w.description) ORDER BY w."order")
                        FROM overview_widgets w WHERE w.overview_id = o.id AND w.deleted_at IS NULL), '[]'::json)
              AS overview_widgets
       FROM overviews o
      WHERE o.customer_id = $1 AND (o.user_id = $2 OR o.user_id IS NULL) AND o.deleted_at IS NULL
      ORDER BY o.user_id NULLS LAST, o.id`,
    [customerId, userId],
  );
  const defaults = defaultOverviews() as Overview[];
  return (['JOURNAL_ME', 'JOURNAL_RECIPIENT'] as const).map((context) => {
    const chosen = rows.find((r) => r.app_context === context);
    if (chosen) {
      const { user_id: _ignored, ...overview } = chosen;
      return overview;
    }
    const fallback = defaults.find((d) => d.app_context === context);
    if (!fallback) throw new Error(`no default overview for ${context}`);
    return fallback;
  });
}
