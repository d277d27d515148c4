// §3 Init customer data with the user's part: GET /api/bootstrap with the Bearer token answers the
// role, metadata, overviews (the user's own, else the §9 defaults) and the capabilities the server
// computed (§6). The browser only reads them.
import { APP_CONTEXTS, DEFAULT_WIDGET_ROWS, DEFAULT_WIDGET_STATUS, isBrandVariant } from '@portal/rules';
import { CAPABILITY_NAMES } from '@portal/rules';
import type { AppContext, BrandVariant, UserCapabilities } from '@portal/rules';
import { ApiRequestError } from '../../shared/api/api-error';
import { sessionBootstrapAhead } from '../../shared/api/signed-in-ahead';
import { recoverSession } from '../../shared/session/session-recovery';

// The capability names are declared once, in @portal/rules.
export { CAPABILITY_NAMES, type CapabilityName } from '@portal/rules';
export type ShellCapabilities = Readonly<UserCapabilities>;

export interface ShellOverviewWidget {
  widget: string;
  variation: string;
  order: number;
  settings: { status: 'On' | 'Off'; amount_of_rows: number };
  name: string | null;
}

export interface ShellOverview {
  name: string;
  app_context: AppContext;
  overview_widgets: ShellOverviewWidget[];
}

export interface SessionBootstrap {
  customer_id: number;
  customer_name: string;
  brand: BrandVariant;
  user_role: string;
  user_name: string;
  user_id: number;
  features: readonly string[];
  capabilities: ShellCapabilities;
  overviews: readonly ShellOverview[];
  external_links: Readonly<Record<string, string>>;
}

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});
const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function parseWidget(raw: unknown): ShellOverviewWidget | null {
  const widget = record(raw);
  if (typeof widget.widget !== 'string') return null;
  const settings = record(widget.settings);
  const rows = num(settings.amount_of_rows);
  return {
    widget: widget.widget,
    variation: str(widget.variation, 'DEFAULT') || 'DEFAULT',
    order: num(widget.order),
    settings: {
      status: settings.status === 'Off' ? 'Off' : DEFAULT_WIDGET_STATUS,
      amount_of_rows: rows > 0 ? Math.floor(rows) : DEFAULT_WIDGET_ROWS,
    },
    name: typeof widget.name === 'string' && widget.name ? widget.name : null,
  };
}

function parseOverview(raw: unknown): ShellOverview | null {
  const overview = record(raw);
  const appContext = APP_CONTEXTS.find((context) => context === overview.app_context);
  if (!appContext) return null;
  const widgets = Array.isArray(overview.overview_widgets) ? overview.overview_widgets : [];
  return {
    name: str(overview.name),
    app_context: appContext,
    overview_widgets: widgets.map(parseWidget).filter((w): w is ShellOverviewWidget => w !== null),
  };
}

/** Reads the answer defensively: a missing capability is false, an unknown widget entry is dropped. */
export function parseSessionBootstrap(raw: unknown): SessionBootstrap {
  const body = record(raw);
  const metadata = record(body.metadata);
  const capabilities = record(body.capabilities);
  const links = record(body.external_links);
  return {
    customer_id: num(body.customer_id) || num(metadata.customer_id),
    customer_name: str(body.customer_name),
    brand: isBrandVariant(body.brand) ? body.brand : 'work-inclusion',
    user_role: str(body.user_role),
    user_name: str(body.user_name),
    user_id: num(metadata.user_id),
    features: Array.isArray(body.features)
      ? body.features.filter((f): f is string => typeof f === 'string')
      : [],
    capabilities: Object.fromEntries(
      CAPABILITY_NAMES.map((name) => [name, capabilities[name] === true]),
    ) as UserCapabilities,
    overviews: (Array.isArray(body.overviews) ? body.overviews : [])
      .map(parseOverview)
      .filter((o): o is ShellOverview => o !== null),
    external_links: Object.fromEntries(
      Object.entries(links).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
  };
}

// Asked for ahead once (shared/api/signed-in-ahead: at the app start with a session stored, else
// when the signed-in shell's chunk is in); the session shell's query takes that answer for the
// same token.
export function prefetchSessionBootstrap(token: string): void {
  void sessionBootstrapAhead.start(token);
}

const isSessionRefused = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

export function sessionBootstrapQuery(token: string | null) {
  return {
    queryKey: ['shell', 'session-bootstrap', token] as const,
    queryFn: () =>
      sessionBootstrapAhead
        .take(token ?? '')
        .then(parseSessionBootstrap)
        .catch(async (error: unknown) => {
          // A token renewed elsewhere (a duplicated tab) or ended: the query asks again under the
          // newer token (its key), or the user is sent to sign in; never a "try again" that fails.
          if (isSessionRefused(error)) await recoverSession(token);
          throw error;
        }),
    retry: (failures: number, error: unknown) => !isSessionRefused(error) && failures < 1,
    // Already in when the shell renders first (asked for while its code loaded): no loading render.
    initialData: () => {
      const raw = token === null ? undefined : sessionBootstrapAhead.takeIfIn(token);
      return raw === undefined ? undefined : parseSessionBootstrap(raw);
    },
    enabled: token !== null,
  };
}
