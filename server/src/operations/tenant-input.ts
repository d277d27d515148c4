import { FEATURE_FLAGS, LANGUAGES } from '@portal/rules';
import { SUBDOMAIN } from '../config/config';
import { DEFAULT_APP_VERSIONS } from '../apps/tenant-app-versions';
import { mobileNumber } from '../areas/messaging';

// What `npm run tenant` accepts, checked before the database is opened; each problem is one line
// that names the option (issue 18).

export class TenantInputError extends Error {}

export const BRANDS = ['work-inclusion', 'care'] as const;
export const THEMES = ['default', 'greenish', 'retail'] as const;
export const ROLES = ['admin', 'team_leader', 'staff', 'participant'] as const;
export type Brand = (typeof BRANDS)[number];
export type Theme = (typeof THEMES)[number];
export type Role = (typeof ROLES)[number];

export { DEFAULT_APP_VERSIONS };
/** Flags on unless --features says: all but the two that hide parts of the shell. */
export const DEFAULT_FEATURES: string[] = FEATURE_FLAGS.filter(
  (flag) => flag !== 'shell_HideContextMeOverview' && flag !== 'quickAccess_HideNewNote',
);

export interface TenantSettings {
  name?: string;
  brand?: Brand;
  theme?: Theme;
  languages?: string[];
  /** The flags that are on; every other known flag is stored as off. */
  features?: string[];
  appVersions?: Record<string, string>;
  supportEmail?: string;
}

export interface NewUser {
  username: string;
  role: Role;
  mobile: string;
  email?: string;
  firstName: string;
  lastName: string;
}

const oneOf = <T extends string>(option: string, value: string, allowed: readonly T[]): T => {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new TenantInputError(`Unknown ${option} "${value}": choose ${allowed.join(', ')}`);
};
const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

export function checkSubdomain(value: string | undefined): string {
  if (!value) throw new TenantInputError('Name the tenant: its subdomain comes first (e.g. npm run tenant -- create acme ...)');
  if (!SUBDOMAIN.test(value))
    throw new TenantInputError(
      `Invalid subdomain "${value}": 1-63 lowercase letters, digits and hyphens, not starting or ending with a hyphen`,
    );
  return value;
}

/** A mobile number, Norwegian unless it says +country, in E.164: the number the SMS codes go to. */
export function checkMobile(value: string, option = '--admin-mobile'): string {
  const mobile = mobileNumber(value);
  if (mobile) return mobile;
  throw new TenantInputError(`Invalid ${option} "${value}": a mobile number such as +4791234567`);
}

function checkEmail(value: string, option: string): string {
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return value;
  throw new TenantInputError(`Invalid ${option} "${value}": an e-mail address`);
}

/** The settings options of create and update; unknown options are refused. */
export function tenantSettingsFrom(options: Map<string, string>): TenantSettings {
  const settings: TenantSettings = {};
  const name = options.get('name');
  if (name !== undefined) {
    if (name.trim() === '') throw new TenantInputError('--name must not be empty');
    settings.name = name.trim();
  }
  const brand = options.get('brand');
  if (brand !== undefined) settings.brand = oneOf('brand', brand, BRANDS);
  const theme = options.get('theme');
  if (theme !== undefined) settings.theme = oneOf('theme', theme, THEMES);
  const languages = options.get('languages');
  if (languages !== undefined) {
    const chosen = list(languages).map((language) => oneOf('language', language, LANGUAGES));
    if (chosen.length === 0) throw new TenantInputError('--languages needs at least one of en, no');
    settings.languages = [...new Set(chosen)];
  }
  const features = options.get('features');
  if (features !== undefined) {
    const chosen = features === 'all' ? [...FEATURE_FLAGS] : features === 'none' ? [] : list(features);
    for (const flag of chosen)
      if (!(FEATURE_FLAGS as readonly string[]).includes(flag))
        throw new TenantInputError(`Unknown feature flag "${flag}" (the flags are listed in packages/rules/src/domain/feature-flags.ts)`);
    settings.features = [...new Set(chosen)];
  }
  const versions = options.get('app-versions');
  if (versions !== undefined) {
    const pairs: Record<string, string> = {};
    for (const item of list(versions)) {
      const [app, version, extra] = item.split('=');
      if (!app || !version || extra !== undefined || !(app in DEFAULT_APP_VERSIONS))
        throw new TenantInputError(
          `Invalid --app-versions "${item}": app=version with an app of ${Object.keys(DEFAULT_APP_VERSIONS).join(', ')}`,
        );
      if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version))
        throw new TenantInputError(`Invalid --app-versions "${item}": the version must be like 1.0.0`);
      pairs[app] = version;
    }
    settings.appVersions = pairs;
  }
  const support = options.get('support-email');
  if (support !== undefined) settings.supportEmail = checkEmail(support, '--support-email');
  return settings;
}

/** A user from the --<prefix>-* options (the first admin: prefix "admin"). */
export function newUserFrom(options: Map<string, string>, prefix: string, role: Role): NewUser {
  const mobile = options.get(`${prefix}mobile`);
  if (!mobile) throw new TenantInputError(`--${prefix}mobile is required: the set-password link and the SMS codes go to it`);
  const username = options.get(`${prefix}username`) ?? 'admin';
  if (!/^[A-Za-z0-9._@-]{2,64}$/.test(username))
    throw new TenantInputError(`Invalid --${prefix}username "${username}": 2-64 letters, digits and . _ @ -`);
  const email = options.get(`${prefix}email`);
  return {
    username,
    role,
    mobile: checkMobile(mobile, `--${prefix}mobile`),
    ...(email !== undefined ? { email: checkEmail(email, `--${prefix}email`) } : {}),
    firstName: options.get(`${prefix}first-name`) ?? '',
    lastName: options.get(`${prefix}last-name`) ?? '',
  };
}
