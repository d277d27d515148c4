// §1, §9: two brand variants, and the themes a customer can have.
export const BRAND_VARIANTS = ['work-inclusion', 'care'] as const;
export type BrandVariant = (typeof BRAND_VARIANTS)[number];

/** greenish for some customers, retail for one retail chain, default otherwise. */
export const THEMES = ['default', 'greenish', 'retail'] as const;
export type Theme = (typeof THEMES)[number];

export function isBrandVariant(value: unknown): value is BrandVariant {
  return typeof value === 'string' && (BRAND_VARIANTS as readonly string[]).includes(value);
}

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}
