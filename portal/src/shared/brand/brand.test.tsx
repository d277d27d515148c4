import { getContrastRatio } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { THEMES } from '@portal/rules';
import { BrandLogo } from './BrandLogo';
import { createPortalTheme } from './portal-theme';
import { renderWithProviders } from '../../test/render-with-providers';

describe('brand', () => {
  it('draws a distinct, labelled logo per variant', async () => {
    await renderWithProviders(
      <>
        <BrandLogo brand="care" name="Demo Omsorg" />
        <BrandLogo brand="work-inclusion" name="Demo Arbeid" />
      </>,
    );
    const care = screen.getByRole('img', { name: 'Demo Omsorg logo' });
    const work = screen.getByRole('img', { name: 'Demo Arbeid logo' });
    expect(care.innerHTML).not.toBe(work.innerHTML);
  });

  it('gives each theme its own primary colour', () => {
    const colours = THEMES.map((theme) => createPortalTheme(theme).palette.primary.main);
    expect(new Set(colours).size).toBe(THEMES.length);
  });

  it('gives every toast colour at least 4.5:1 under its text (WCAG AA), in every theme', () => {
    for (const theme of THEMES) {
      const { palette } = createPortalTheme(theme);
      for (const kind of ['success', 'info', 'warning', 'error'] as const)
        expect(getContrastRatio(palette[kind].main, palette[kind].contrastText), `${theme} ${kind}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
