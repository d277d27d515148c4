import { DEFAULT_APP_VERSIONS } from '../apps/tenant-app-versions';
import { FEATURE_FLAGS } from '@portal/rules';
// The two demo tenants of ARCHITECTURE.md §4 and what every area of the demo data shares.

export type DemoSubdomain = 'demo' | 'care';
export const DEMO_SUBDOMAINS: readonly DemoSubdomain[] = ['demo', 'care'];

export interface DemoTenantProfile {
  subdomain: DemoSubdomain;
  name: string;
  brand: 'work-inclusion' | 'care';
  theme: 'default' | 'greenish';
  /** The reset flow starts with the personal number step (spec §4 Password reset). */
  requiredPnr: boolean;
  supportEmail: string;
}

export const DEMO_TENANTS: readonly DemoTenantProfile[] = [
  {
    subdomain: 'demo',
    name: 'Demo Arbeid',
    brand: 'work-inclusion',
    theme: 'default',
    requiredPnr: false,
    supportEmail: 'support@demo.example.org',
  },
  {
    subdomain: 'care',
    name: 'Demo Omsorg',
    brand: 'care',
    theme: 'greenish',
    requiredPnr: true,
    supportEmail: 'support@care.example.org',
  },
];

export const DEMO_PASSWORD = 'Demo-1234';

/** The demo tenants run every feature app at the repository's version. */
export const DEMO_APP_VERSIONS = DEFAULT_APP_VERSIONS;

/** The top bar's menu of external pages (spec §2.4), placeholders. */
export const DEMO_EXTERNAL_LINKS = {
  communication_portal: 'https://example.org/communication-portal',
  communication: 'https://example.org/communication',
  questions_module: 'https://example.org/questions-module',
  office: 'https://example.org/office',
  designer: 'https://example.org/designer',
  dashboard: 'https://example.org/dashboard',
} as const;

/** The feature flags of spec §6 (one list, in @portal/rules); all on for `demo` but the two below. */
export const DEMO_FEATURE_FLAGS = FEATURE_FLAGS.filter(
  (flag) => flag !== 'shell_HideContextMeOverview' && flag !== 'quickAccess_HideNewNote',
);

/** The organization (CRM) flags, off for `care`. */
export const CRM_ORGANIZATION_FLAGS = ['crm_Organization', 'crm_OrganizationsMenuItem'] as const;

/** Flags stored as off for both tenants, so the administration page lists them. */
export const DEMO_FLAGS_OFF = ['shell_HideContextMeOverview', 'quickAccess_HideNewNote'] as const;

/** `care` has every flag but the organization ones. */
export function featureFlagsOn(subdomain: DemoSubdomain): string[] {
  return DEMO_FEATURE_FLAGS.filter(
    (flag) => subdomain === 'demo' || !(CRM_ORGANIZATION_FLAGS as readonly string[]).includes(flag),
  );
}

/** What the tenant step hands to every later area of one tenant. */
export interface SeededTenant {
  profile: DemoTenantProfile;
  customerId: number;
  users: { admin: number; leader: number; staff: number; participant: number; temporary: number | null };
  /** The moment the load started; every date of the demo data is relative to it. */
  now: Date;
}
