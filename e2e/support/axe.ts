// axe-core in the real browser: no serious or critical violation on a screen.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The serious and critical axe violations of the page, or only of what `include` selects. */
export async function seriousA11yViolations(page: Page, include?: string): Promise<string[]> {
  // Colours are judged at rest, not halfway through a transition (a button just enabled).
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `${node.html.slice(0, 120)} ${node.failureSummary ?? ''}`)
        .join(' | ');
      return `${violation.id}: ${violation.help} (${nodes})`;
    });
}
