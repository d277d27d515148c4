// §3 Init customer data as GET /api/bootstrap answers it (server/src/bootstrap/bootstrap-data.ts).
import { DEFAULT_THEME, isBrandVariant, isNbidProvider, isTheme } from '@portal/rules';
import type { BrandVariant, NbidProvider, Theme } from '@portal/rules';

export interface SessionRecordingConfig {
  enabled: boolean;
  ingest_url?: string;
  project_key_prefix?: string;
}

export interface PublicBootstrap {
  customer_id: number;
  registeredSubdomain: string;
  customer_name: string;
  brand: BrandVariant;
  theme: Theme;
  languages: string[];
  required_pnr: boolean;
  login_methods: string[];
  nbid_provider: NbidProvider | null;
  default_app_versions: Record<string, string> | null;
  features: string[];
  external_links: Record<string, string>;
  support_email: string | null;
  session_recording: SessionRecordingConfig;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

const stringRecord = (value: unknown): Record<string, string> => {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

function sessionRecording(value: unknown): SessionRecordingConfig {
  if (typeof value !== 'object' || value === null) return { enabled: false };
  const record = value as Record<string, unknown>;
  if (record.enabled !== true || typeof record.ingest_url !== 'string') return { enabled: false };
  return {
    enabled: true,
    ingest_url: record.ingest_url,
    project_key_prefix: typeof record.project_key_prefix === 'string' ? record.project_key_prefix : '',
  };
}

/** Reads the bootstrap answer defensively: unknown values fall back to safe defaults. */
export function parsePublicBootstrap(raw: unknown): PublicBootstrap {
  const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    customer_id: typeof record.customer_id === 'number' ? record.customer_id : 0,
    registeredSubdomain: typeof record.registeredSubdomain === 'string' ? record.registeredSubdomain : '',
    customer_name: typeof record.customer_name === 'string' ? record.customer_name : '',
    brand: isBrandVariant(record.brand) ? record.brand : 'work-inclusion',
    theme: isTheme(record.theme) ? record.theme : DEFAULT_THEME,
    languages: strings(record.languages),
    required_pnr: record.required_pnr === true,
    login_methods: strings(record.login_methods),
    nbid_provider: isNbidProvider(record.nbid_provider) ? record.nbid_provider : null,
    default_app_versions:
      typeof record.default_app_versions === 'object' && record.default_app_versions !== null
        ? stringRecord(record.default_app_versions)
        : null,
    features: strings(record.features),
    external_links: stringRecord(record.external_links),
    support_email: typeof record.support_email === 'string' ? record.support_email : null,
    session_recording: sessionRecording(record.session_recording),
  };
}

/**
 * The password reset (and its "forgot password" link) exists unless the tenant signs in by national
 * ID only: then there is no password to reset (docs/decisions.md).
 */
export function isPasswordResetAvailable(bootstrap: Pick<PublicBootstrap, 'login_methods'>): boolean {
  const methods = bootstrap.login_methods;
  return !(methods.length > 0 && methods.every((method) => method === 'nbid'));
}
