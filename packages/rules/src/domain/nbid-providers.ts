// §3, §7: the national-ID identity providers a login response may name.
export const NBID_PROVIDERS = ['CRIIPTO', 'IDPORTEN', 'SIGNICAT', 'SIGNICAT_NEW'] as const;
export type NbidProvider = (typeof NBID_PROVIDERS)[number];

export function isNbidProvider(value: unknown): value is NbidProvider {
  return typeof value === 'string' && (NBID_PROVIDERS as readonly string[]).includes(value);
}
