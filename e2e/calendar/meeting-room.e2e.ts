// Journey: the meeting session room (§1, issue 16 part 6). Two Chromium instances with a fake camera
// and microphone: the staff member opens the room of a video meeting, the participant (on a phone,
// 375 px) waits until let in by keyboard, and each sees the other's video playing (frames decoded,
// checked in the page); the chat goes both ways; leaving. Then the same in Norwegian, a refused
// camera's message, and a user who is not invited, who is told the room is not theirs. No serious
// axe violation on any screen.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { poll, signIn, withRows } from '../support/shell-journey';
import {
  MEETING_EVENT_ID,
  MEETING_ROWS,
  MEETING_TIMEOUT_MS,
  SETUP_TIMEOUT_MS,
  launchMeetingChromium,
  expectRemoteVideo,
  MEETING_ACTION_TIMEOUT_MS,
} from './meeting-browsers';

const room = (lang: string) => `/meeting-session-room?event=${MEETING_EVENT_ID}&lang=${lang}`;

describe.skipIf(!chromiumPath)('the meeting room', () => {
  let server: PortalServer;
  let staffBrowser: Browser;
  let participantBrowser: Browser;
  let staffContext: BrowserContext;
  let participantContext: BrowserContext;
  let staff: Page;
  let participant: Page;

  beforeAll(async () => {
    server = await withRows(await startPortalServer(), MEETING_ROWS);
    [staffBrowser, participantBrowser] = await Promise.all([
      launchMeetingChromium(),
      launchMeetingChromium(),
    ]);
    staffContext = await newPortalContext(staffBrowser);
    participantContext = await newPortalContext(participantBrowser, 375);
    for (const context of [staffContext, participantContext])
      context.setDefaultTimeout(MEETING_ACTION_TIMEOUT_MS);
    staff = await staffContext.newPage();
    participant = await participantContext.newPage();
    await signIn(staff, server, 'staff');
    await signIn(participant, server, 'participant');
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await staffBrowser?.close();
    await participantBrowser?.close();
    await server?.stop();
  });

  it(
    'the participant waits until let in, and each sees the other (English)',
    async () => {
      await staff.goto(server.url('demo', room('en')));
      await staff.getByRole('heading', { name: 'Ready to join?' }).waitFor();
      await poll(() => staff.getByTestId('page-title').textContent()).toBe('Videomøte: oppfølging');
      // The camera preview plays before joining; the camera can be chosen.
      await poll(() =>
        staff
          .getByTestId('local-video')
          .evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames),
      ).toBeGreaterThan(0);
      await staff.getByRole('combobox', { name: 'Camera' }).waitFor();
      expect(await seriousA11yViolations(staff)).toEqual([]);
      await staff.getByRole('button', { name: 'Join', exact: true }).click();
      await staff.getByText('You are the only one here', { exact: false }).waitFor();
      await staff.getByTestId('meeting-lobby').getByText('Nobody is waiting.').waitFor();

      await participant.goto(server.url('demo', room('en')));
      await participant.getByRole('heading', { name: 'Ready to join?' }).waitFor();
      // The participant goes by keyboard: join, write in the chat, leave.
      await participant.getByRole('button', { name: 'Join', exact: true }).focus();
      await participant.keyboard.press('Enter');
      await participant.getByRole('heading', { name: 'Waiting to be let in' }).waitFor();
      await participant.getByText('The host knows you are here and will let you in.').waitFor();
      await expectFitsWidth(participant);
      expect(await seriousA11yViolations(participant)).toEqual([]);

      // The host lets the participant in by keyboard.
      const admit = staff.getByRole('button', { name: /^Let .+ in$/ });
      await admit.focus();
      await staff.keyboard.press('Enter');
      await participant.getByTestId('meeting-in-room').waitFor();
      await expectRemoteVideo(participant);
      await expectRemoteVideo(staff);
      await staff.getByText('2 in the meeting').waitFor();
    },
    MEETING_TIMEOUT_MS,
  );

  it(
    'the chat goes both ways; mute and screen sharing are told to the other side (English)',
    async () => {
      // The chat, both ways.
      await participant.getByLabel('Message').fill('Hei! Jeg hører deg godt.');
      await participant.getByLabel('Message').press('Enter');
      await staff.getByTestId('meeting-chat').getByText('Hei! Jeg hører deg godt.').waitFor();
      await staff.getByLabel('Message').fill('Fint, da starter vi.');
      await staff.getByRole('button', { name: 'Send' }).click();
      await participant.getByTestId('meeting-chat').getByText('Fint, da starter vi.').waitFor();

      // Mute and camera off are told to the other side.
      await participant.getByRole('button', { name: 'Mute' }).click();
      await staff.getByTestId('meeting-stage').getByText('Microphone off').waitFor();
      await participant.getByRole('button', { name: 'Unmute' }).click();

      // Screen sharing replaces the camera's picture for the others, and stops again.
      await staff.getByRole('button', { name: 'Share screen' }).click();
      await staff.getByRole('button', { name: 'Stop sharing' }).waitFor();
      await participant.getByTestId('meeting-stage').getByText('Sharing the screen').waitFor();
      await staff.getByRole('button', { name: 'Stop sharing' }).click();
      await staff.getByRole('button', { name: 'Share screen' }).waitFor();
      await poll(() => participant.getByTestId('meeting-stage').getByText('Sharing the screen').count()).toBe(
        0,
      );

      await expectFitsWidth(participant);
      expect(await seriousA11yViolations(participant)).toEqual([]);
      expect(await seriousA11yViolations(staff)).toEqual([]);
    },
    MEETING_TIMEOUT_MS,
  );

  it(
    'the participant leaves by keyboard, then the host (English)',
    async () => {
      await participant.getByRole('button', { name: 'Leave' }).focus();
      await participant.keyboard.press('Space');
      await participant.getByRole('heading', { name: 'You left the meeting.' }).waitFor();
      await staff.getByText('1 in the meeting').waitFor();
      await staff.getByRole('button', { name: 'Leave' }).click();
      await staff.getByRole('heading', { name: 'You left the meeting.' }).waitFor();
    },
    MEETING_TIMEOUT_MS,
  );

  it(
    'the same in Norwegian',
    async () => {
      await staff.goto(server.url('demo', room('no')));
      await staff.getByRole('button', { name: 'Bli med', exact: true }).click();
      await staff.getByTestId('meeting-in-room').waitFor();

      await participant.goto(server.url('demo', room('no')));
      await participant.getByRole('button', { name: 'Bli med', exact: true }).click();
      await participant.getByRole('heading', { name: 'Venter på å bli sluppet inn' }).waitFor();
      await staff.getByRole('button', { name: /^Slipp inn / }).click();
      await participant.getByTestId('meeting-in-room').waitFor();
      await expectRemoteVideo(participant);
      await expectRemoteVideo(staff);
      await expectFitsWidth(participant);
      expect(await seriousA11yViolations(participant)).toEqual([]);
      expect(await seriousA11yViolations(staff)).toEqual([]);
      await participant.getByRole('button', { name: 'Forlat' }).click();
      await participant.getByRole('heading', { name: 'Du har forlatt møtet.' }).waitFor();
      await staff.getByText('1 i møtet').waitFor();
      await staff.getByRole('button', { name: 'Forlat' }).click();
      await staff.getByRole('heading', { name: 'Du har forlatt møtet.' }).waitFor();
    },
    MEETING_TIMEOUT_MS,
  );

  it('a refused camera and a room that is not yours are said clearly (Norwegian)', async () => {
    // A camera the browser refuses: the page says what to do, and joining without it is offered.
    // (The session lives in the tab's sessionStorage: the same tab, from its next page on.)
    const refused = participant;
    await refused.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await refused.goto(server.url('demo', room('no')));
    await refused.getByText('Kamera og mikrofon ble avvist.', { exact: false }).waitFor();
    await refused.getByRole('button', { name: 'Bli med uten kamera og mikrofon' }).waitFor();
    await expectFitsWidth(refused);
    expect(await seriousA11yViolations(refused)).toEqual([]);

    // The team leader is not invited: the room is not theirs, in words.
    const leaderContext = await newPortalContext(staffBrowser);
    const leader = await leaderContext.newPage();
    await signIn(leader, server, 'leader');
    await leader.goto(server.url('demo', room('no')));
    await leader.getByText('Dette møterommet er ikke ditt: du er ikke invitert til dette møtet.').waitFor();
    expect(await leader.getByRole('button', { name: 'Bli med', exact: true }).count()).toBe(0);
    await leader.goto(server.url('demo', '/meeting-session-room?event=abc&lang=no'));
    await leader.getByText('Lenken viser ikke til et møte.', { exact: false }).waitFor();
    expect(await seriousA11yViolations(leader)).toEqual([]);
    await leaderContext.close();
  });
});
