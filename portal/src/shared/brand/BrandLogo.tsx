// §1: each brand variant has its own logo. Two simple inline SVGs, so no request and no flash.
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BrandVariant } from '@portal/rules';

function WorkInclusionMark() {
  return (
    <>
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      <path d="M12 32 L20 20 L27 27 L36 14" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" />
      <circle cx="36" cy="14" r="3.5" fill="#fff" />
    </>
  );
}

function CareMark() {
  return (
    <>
      <rect x="2" y="2" width="44" height="44" rx="12" fill="currentColor" />
      <path d="M24 36 C14 28 10 23 10 18 a7 7 0 0 1 14 -2 a7 7 0 0 1 14 2 C38 23 34 28 24 36 Z" fill="#fff" />
    </>
  );
}

export function BrandLogo({ brand, name, size = 48 }: { brand: BrandVariant; name: string; size?: number }) {
  const { t } = useTranslation();
  return (
    <Box
      component="svg"
      role="img"
      aria-label={t('brand.logo', { name })}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      sx={{ color: 'primary.main', flexShrink: 0 }}
      data-brand={brand}
    >
      {brand === 'care' ? <CareMark /> : <WorkInclusionMark />}
    </Box>
  );
}
