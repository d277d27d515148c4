import { describe, expect, it } from 'vitest';
import { externalPageLinks } from './external-pages';

describe('external pages (§2.4)', () => {
  it('lists the configured pages in order, web addresses only', () => {
    expect(
      externalPageLinks({
        dashboard: 'https://d.example',
        communication_portal: 'https://c.example',
        office: 'javascript:alert(1)',
        other: 'https://x',
      }),
    ).toEqual([
      { page: 'communication_portal', href: 'https://c.example' },
      { page: 'dashboard', href: 'https://d.example' },
    ]);
  });
});
