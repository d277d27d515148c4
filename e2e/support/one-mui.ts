// "One copy of MUI" (ARCHITECTURE.md §7): of all the JavaScript a page has loaded, exactly one
// file holds MUI's Typography (its class-name key "MuiTypography"): the shared module.
import type { Page } from 'playwright-core';

export async function filesHoldingMui(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js'));
    const holding: string[] = [];
    for (const url of [...new Set(urls)]) {
      const text = await (await fetch(url)).text();
      if (text.includes('"MuiTypography"') || text.includes('`MuiTypography`'))
        holding.push(new URL(url).pathname);
    }
    return holding;
  });
}
