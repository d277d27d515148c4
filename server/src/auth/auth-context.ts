import type { Config } from '../config/config';
import type { Database } from '../db/database';
import type { Messaging } from '../areas/messaging';
import type { SessionKeys } from '../session/session-keys';
import type { BruteForceGuard } from './brute-force-guard';
import type { Clock } from '../clock/clock';
import type { OneTimeCodes } from './one-time-codes';

/** What every part of the authentication service works with, built once by the auth plugin. */
export interface AuthContext {
  db: Database;
  keys: SessionKeys;
  clock: Clock;
  codes: OneTimeCodes;
  guard: BruteForceGuard;
  messaging: Messaging;
  config: Config;
}
