import { describe, expect, it } from 'vitest';
import { DemoSoFar } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import type { SeededTemplates } from './templates';

describe('demo modules', () => {
  it('hand later modules what earlier ones loaded, and name a module listed too early', () => {
    const demo = new DemoSoFar({ customerId: 1 } as SeededTenant);
    expect(() => demo.get('templates')).toThrow(
      'demo data: "templates" is not loaded yet; list the module that loads it earlier in seed.ts',
    );
    const templates: SeededTemplates = { ids: [7], uuids: ['u'], titles: ['t'], questionIds: [] };
    demo.put('templates', templates);
    expect(demo.get('templates')).toBe(templates);
  });
});
