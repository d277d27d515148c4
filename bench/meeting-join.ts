// Prints how long joining the meeting room takes between two Chromium instances on localhost, each
// with a fake camera and microphone: from the click on "Join" to the first remote video frame
// decoded on the joining side (measured in the page), for a staff member joining a colleague who
// is already in the room, and from the host's click on "Let in" to the participant's first frame.
// Direct connections only (no TURN), as on localhost. Figures are printed, never asserted.
// Needs a build (`npm run build`) and Chromium. Run: npx tsx bench/meeting-join.ts [rounds]
// (type-checked with e2e/, whose browser helpers it drives)
import type { Page } from 'playwright-core';
import { launchMeetingChromium } from '../e2e/calendar/meeting-browsers';
import { chromiumPath } from '../e2e/support/chromium';
import { newPortalContext } from '../e2e/support/login-journey';
import { startPortalServer } from '../e2e/support/portal-server';
import { DEMO, signIn, userId, withRows } from '../e2e/support/shell-journey';

if (!chromiumPath) {
  console.log('meeting join: no Chromium on this machine, skipped');
  process.exit(0);
}
const rounds = Number(process.argv[2] ?? 5);
const EVENT = 990_002;
const server = await withRows(await startPortalServer(), [
  `INSERT INTO events (id, customer_id, title, starts_at, ends_at, created_by)
   VALUES (${EVENT}, ${DEMO}, 'Målemøte', now(), now() + interval '1 hour', ${userId('staff')})`,
  `INSERT INTO event_participants (event_id, user_id, customer_id) VALUES
   (${EVENT}, ${userId('leader')}, ${DEMO}), (${EVENT}, ${userId('participant')}, ${DEMO})`,
]);
const browsers = await Promise.all([launchMeetingChromium(), launchMeetingChromium()]);

/** Clicks the button named `label` in the page and resolves with the ms until a remote frame shows. */
const clickToFirstFrame = (clicker: Page, watcher: Page, label: string) =>
  Promise.all([
    watcher.evaluate(
      () =>
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        new Promise<number>((resolve) => {
          const timer = setInterval(() => {
            const video = document.querySelector<HTMLVideoElement>('video[data-testid="remote-video"]');
            if (!video || video.getVideoPlaybackQuality().totalVideoFrames === 0) return;
            clearInterval(timer);
            resolve(performance.timeOrigin + performance.now());
          }, 5);
        }),
    ),
    clicker.evaluate((name) => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === name || b.getAttribute('aria-label')?.startsWith(name),
      );
      if (!button) throw new Error(`no button ${name}`);
      const at = performance.timeOrigin + performance.now();
      button.click();
      return at;
    }, label),
  ]).then(([seen, clicked]) => seen - clicked);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const room = server.url('demo', `/meeting-session-room?event=${EVENT}&lang=en`);

try {
  const [first, second] = browsers;
  if (!first || !second) throw new Error('no browsers');
  const staff = await (await newPortalContext(first)).newPage();
  const leader = await (await newPortalContext(second)).newPage();
  const participant = await (await newPortalContext(second)).newPage();
  await signIn(staff, server, 'staff');
  await signIn(leader, server, 'leader');
  await signIn(participant, server, 'participant');
  const ready = async (page: Page) => {
    await page.goto(room);
    await page.getByRole('button', { name: 'Join', exact: true }).waitFor();
  };
  await ready(staff);
  await staff.getByRole('button', { name: 'Join', exact: true }).click();
  await staff.getByTestId('meeting-in-room').waitFor();

  const joins: number[] = [];
  const admits: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await ready(leader);
    joins.push(await clickToFirstFrame(leader, leader, 'Join'));
    await leader.getByRole('button', { name: 'Leave' }).click();
    await staff.getByText('1 in the meeting').waitFor();

    await ready(participant);
    await participant.getByRole('button', { name: 'Join', exact: true }).click();
    await staff.getByRole('button', { name: /^Let .+ in$/ }).waitFor();
    admits.push(await clickToFirstFrame(staff, participant, 'Let '));
    await participant.getByRole('button', { name: 'Leave' }).click();
    await staff.getByText('1 in the meeting').waitFor();
  }
  const line = (label: string, values: number[]) =>
    console.log(
      `  ${label.padEnd(44)} median ${median(values).toFixed(0).padStart(5)} ms   (${values.map((v) => v.toFixed(0)).join(', ')})`,
    );
  console.log(
    `meeting room, click to the first remote video frame (2 Chromium instances, localhost, ${rounds} rounds):`,
  );
  line('"Join" (a colleague already in the room)', joins);
  line('"Let in" (participant from the waiting room)', admits);
} finally {
  await Promise.all(browsers.map((b) => b.close()));
  await server.stop();
}
