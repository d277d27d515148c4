// The meeting room page against a stubbed server: a room that is not the user's, and a link that
// names no meeting, are said in words (both languages), with no camera opened and no join offered.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import type { Language, PageProps } from '@portal/sdk';
import MeetingRoomPage from './MeetingRoomPage';

const props = (event: string): PageProps => ({
  route: 'meetingSessionRoom',
  params: {},
  query: { event },
  basePath: '/meeting-session-room',
});

function serverAnswering(status: number, body: unknown) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function renderPage(event: string, fetch: ReturnType<typeof serverAnswering>, language: Language = 'en') {
  const shell = createTestShell({ fetch, language });
  render(
    <TestShell shell={shell} path={`/meeting-session-room?event=${event}`}>
      <MeetingRoomPage {...props(event)} />
    </TestShell>,
  );
}

describe('the meeting room page', () => {
  it('tells a user who is not invited that the room is not theirs', async () => {
    const fetch = serverAnswering(403, {
      error: 'meeting_not_invited',
      message: 'You are not invited to this meeting',
    });
    renderPage('17', fetch);
    expect(
      await screen.findByText('This meeting room is not yours: you are not invited to this meeting.'),
    ).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/meetings/17');
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('says the same in Norwegian, and names a meeting that does not exist', async () => {
    renderPage('17', serverAnswering(403, { error: 'meeting_not_invited' }), 'no');
    expect(
      await screen.findByText('Dette møterommet er ikke ditt: du er ikke invitert til dette møtet.'),
    ).toBeTruthy();
  });

  it('refuses a link without a meeting before asking the server', () => {
    const fetch = serverAnswering(200, {});
    renderPage('1;DROP', fetch);
    expect(screen.getByText(/The link does not name a meeting/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names a meeting that does not exist', async () => {
    renderPage('999', serverAnswering(404, { error: 'meeting_not_found' }));
    expect(await screen.findByText('There is no such meeting.')).toBeTruthy();
  });
});
