// axe-core in the real browser: no serious or critical violation on a screen.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Colours are judged at rest, not halfway through a transition (a button just enabled).
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `${node.html.slice(0, 120)} ${node.failureSummary ?? ''}`)
        .join(' | ');
      return `${violation.id}: ${violation.help} (${nodes})`;
    });
}
