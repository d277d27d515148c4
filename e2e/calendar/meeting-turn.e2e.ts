// Journey: the meeting room through coturn. The portal runs with TURN_URLS, TURN_SECRET and
// TURN_RELAY_ONLY=on, so the browsers may use relayed candidates only: the staff member and the
// participant see each other's video only if the server's short-lived credentials let both
// allocate on the turnserver this journey starts. Skipped with a message when coturn is missing,
// failing under REQUIRE_E2E=1 (CI installs it).
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openDatabase } from '../../server/src/db/open-database';
import {
  hasTurnserver,
  startTurnserver,
  warnIfNoTurnserver,
  type TestTurnserver,
} from '../../server/src/areas/meetings/test-turnserver';
import { chromiumPath } from '../support/chromium';
import { newPortalContext } from '../support/login-journey';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { poll, signIn } from '../support/shell-journey';
import {
  MEETING_EVENT_ID,
  MEETING_ROWS,
  MEETING_TIMEOUT_MS,
  SETUP_TIMEOUT_MS,
  launchMeetingChromium,
  expectRemoteVideo,
  MEETING_ACTION_TIMEOUT_MS,
} from './meeting-browsers';

warnIfNoTurnserver('MEETING ROOM THROUGH TURN');

describe.skipIf(!chromiumPath || !hasTurnserver)('the meeting room through a TURN server', () => {
  const secret = randomBytes(24).toString('base64url');
  let turn: TestTurnserver;
  let server: PortalServer;
  let browsers: Browser[] = [];

  beforeAll(async () => {
    turn = await startTurnserver(secret);
    const first = await startPortalServer();
    await first.stop({ keepData: true });
    const db = await openDatabase({ dataDir: first.dataDir });
    try {
      for (const statement of MEETING_ROWS) await db.query(statement);
    } finally {
      await db.close();
    }
    server = await startPortalServer(
      { TURN_URLS: turn.url, TURN_SECRET: secret, TURN_RELAY_ONLY: 'on' },
      { dataDir: first.dataDir },
    );
    browsers = await Promise.all([launchMeetingChromium(), launchMeetingChromium()]);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(browsers.map((b) => b.close()));
    await server?.stop();
    await turn?.stop();
  });

  it(
    'connects the staff member and the participant through relayed candidates only',
    async () => {
      const [one, two] = browsers;
      if (!one || !two) throw new Error('no browsers');
      const contexts = [await newPortalContext(one), await newPortalContext(two, 375)];
      for (const context of contexts) context.setDefaultTimeout(MEETING_ACTION_TIMEOUT_MS);
      const [staff, participant] = await Promise.all(contexts.map((c) => c.newPage()));
      if (!staff || !participant) throw new Error('no pages');
      await signIn(staff, server, 'staff');
      await signIn(participant, server, 'participant');
      const room = server.url('demo', `/meeting-session-room?event=${MEETING_EVENT_ID}&lang=en`);
      await staff.goto(room);
      await staff.getByRole('button', { name: 'Join', exact: true }).click();
      await staff.getByTestId('meeting-in-room').waitFor();
      await participant.goto(room);
      await participant.getByRole('button', { name: 'Join', exact: true }).click();
      await staff.getByRole('button', { name: /^Let .+ in$/ }).click();
      await participant.getByTestId('meeting-in-room').waitFor();
      await expectRemoteVideo(participant);
      await expectRemoteVideo(staff);
      // Both sides allocated a relay with the credentials the portal issued.
      await poll(
        () => (turn.log().match(/ALLOCATE processed, success/g) ?? []).length,
      ).toBeGreaterThanOrEqual(2);
    },
    MEETING_TIMEOUT_MS,
  );
});
