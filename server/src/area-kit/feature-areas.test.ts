import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createShiftableClock } from '../clock/clock';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import type { EmailSender, SmsSender } from '../areas/messaging';
import type { AreaContext, FeatureArea } from './feature-area';
import {
  areaCustomMutations,
  areaJobHandlers,
  areaRecurringJobs,
  FEATURE_AREAS,
  registerFeatureAreas,
} from './feature-areas';

// Contexts for the registration only: no area here touches the database or sends anything.
const context: AreaContext = {
  db: {} as Database,
  config: {} as Config,
  clock: createShiftableClock(true),
  sms: {} as SmsSender,
  email: {} as EmailSender,
  log: Fastify().log,
  jobs: { schedule: async () => undefined, cancel: async () => undefined },
};

describe('feature areas', () => {
  it("registers each area's plugin once, in its own scope, with the shared context", async () => {
    const app = Fastify();
    const seen: AreaContext[] = [];
    const area = (name: string): FeatureArea => ({
      name,
      plugin: async (scope, ctx) => {
        seen.push(ctx);
        scope.decorate('areaName', name);
        scope.get(`/api/${name}/ping`, async () => ({ area: name }));
      },
    });
    await registerFeatureAreas(app, context, [area('calendar'), area('chat'), { name: 'no-server-routes' }]);
    await app.ready();
    expect((await app.inject('/api/calendar/ping')).json()).toEqual({ area: 'calendar' });
    expect((await app.inject('/api/chat/ping')).json()).toEqual({ area: 'chat' });
    expect(seen).toHaveLength(2);
    expect(seen[0]?.clock).toBe(context.clock);
    expect(app.hasDecorator('areaName')).toBe(false); // encapsulated: nothing leaks to the root
    await app.close();
  });

  it("collects the areas' custom mutations in the order of the list", () => {
    // The first ones in their order, then each area's own; no name twice.
    const names = areaCustomMutations(context).map((m) => m.name);
    expect(names.slice(0, 3)).toEqual(['insertNotification', 'sendSms', 'qnrResponse']);
    expect(new Set(names).size).toBe(names.length);
    expect(FEATURE_AREAS.map((a) => a.name)).toEqual([
      'messaging',
      'questionnaires',
      'shortcuts',
      'users',
      'storage',
      'documents',
      'chat',
      'calendar',
      'meetings',
      'time',
      'crm',
      'plans',
      'anonymous',
      'directory',
      'administration',
      'reports',
    ]);
  });

  it("collects the areas' jobs and sweeps, refusing one job name in two areas", () => {
    const handler = async () => undefined;
    const sweep = { name: 'b.sweep', everyMs: 60_000, run: async () => undefined };
    const areas: FeatureArea[] = [
      { name: 'a', jobs: { 'a.remind': handler } },
      { name: 'b', recurring: [sweep] },
    ];
    expect(Object.keys(areaJobHandlers(areas))).toEqual(['a.remind']);
    expect(areaRecurringJobs(areas)).toEqual([sweep]);
    expect(() => areaJobHandlers([...areas, { name: 'c', jobs: { 'a.remind': handler } }])).toThrow(
      /a\.remind/,
    );
  });
});
