// Chromium for the meeting room's journeys and bench: e2e/support/chromium.ts launches it with
// its fake camera and microphone (a test pattern and a tone) that are granted without a prompt.
// Each person of a meeting gets a Chromium of their own, as on two computers.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchChromium } from '../support/chromium';
import { DEMO, userId } from '../support/shell-journey';

export const MEETING_EVENT_ID = 990_001;

/** The rows of a video meeting now: created by the demo staff member, the demo participant invited. */
export const MEETING_ROWS = [
  `INSERT INTO events (id, customer_id, title, location, starts_at, ends_at, created_by, updated_by)
   VALUES (${MEETING_EVENT_ID}, ${DEMO}, 'Videomøte: oppfølging', 'Video', now() - interval '5 minutes',
           now() + interval '1 hour', ${userId('staff')}, ${userId('staff')})`,
  `INSERT INTO event_participants (event_id, user_id, customer_id)
   VALUES (${MEETING_EVENT_ID}, ${userId('staff')}, ${DEMO}), (${MEETING_EVENT_ID}, ${userId('participant')}, ${DEMO})`,
];

/**
 * A meeting journey's setup starts a server and two Chromium instances and signs two people in:
 * on a machine busy with other journeys that takes longer than the project's hook timeout.
 */
export const SETUP_TIMEOUT_MS = 240_000;
/** Two Chromium instances decoding fake video on a busy machine: a meeting test takes its time. */
export const MEETING_TIMEOUT_MS = 240_000;

/** A Chromium of its own for one person of a meeting, with the fake camera and microphone. */
export const launchMeetingChromium = (): Promise<Browser> => launchChromium({ fakeMedia: true });

/** Frames the first remote video of the page has decoded (0 while none shows). */
export const remoteFrames = (page: Page) =>
  page.evaluate(() => {
    const videos = [...document.querySelectorAll<HTMLVideoElement>('video[data-testid="remote-video"]')];
    return Math.min(
      ...videos.map((v) => v.getVideoPlaybackQuality().totalVideoFrames),
      videos.length ? Infinity : 0,
    );
  });

/**
 * Waits until the page shows a remote video with decoded frames. Four Chromium renderers decoding
 * fake video on a busy machine can take longer than the shell journeys' 15 s to the first frame.
 */
export const expectRemoteVideo = (page: Page) =>
  expect.poll(() => remoteFrames(page), { timeout: 60_000 }).toBeGreaterThan(0);

/** A meeting page waits longer for its elements than Playwright's 30 s, for the same reason. */
export const MEETING_ACTION_TIMEOUT_MS = 60_000;
