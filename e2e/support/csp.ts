import type { Page } from 'playwright-core';

/**
 * Collects what the page's Content Security Policy blocked (issue 17.11): Chromium reports each
 * violation on the console ("Refused to … because it violates the following Content Security
 * Policy directive"). A journey that expects none asserts the list is empty.
 */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
