import type { Queryable } from '../db/database';
import type { SeededTenant } from './demo-tenants';
import type { SeededDocuments } from './documents';
import type { SeededParticipants } from './participants';
import type { SeededPlans } from './plans';
import type { SeededQueries } from './queries';
import type { SeededTemplates } from './templates';

// The demo data is one module per feature area (ARCHITECTURE.md §9, STYLE.md: server/src/demo/<area>.ts),
// so that areas built in parallel never edit the same file; seed.ts only lists the modules in order.

/** What a module loaded that later modules build on; an area adds its own key here when it needs one. */
export interface DemoParts {
  participants: SeededParticipants;
  templates: SeededTemplates;
  plans: SeededPlans;
  queries: SeededQueries;
  documents: SeededDocuments;
}

/** One tenant's demo data as it is being loaded: the tenant and its users, then what each module adds. */
export class DemoSoFar {
  private readonly parts: Partial<DemoParts> = {};

  constructor(readonly tenant: SeededTenant) {}

  put<K extends keyof DemoParts>(key: K, value: DemoParts[K]): void {
    this.parts[key] = value;
  }

  get<K extends keyof DemoParts>(key: K): DemoParts[K] {
    const value = this.parts[key];
    if (value === undefined)
      throw new Error(
        `demo data: "${key}" is not loaded yet; list the module that loads it earlier in seed.ts`,
      );
    return value;
  }
}

/** One area's demo data for one tenant, inside the seed's transaction. */
export interface DemoModule {
  /** The area (or part of one) it loads, for error messages. */
  name: string;
  seed(tx: Queryable, demo: DemoSoFar): Promise<void>;
}
