// Issue 26 item 10: the feed button says it exports, and the keyboard help is a button that shows
// and hides the help (no paragraph above the calendar at all times). Both languages.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import { CalendarToolbar } from './CalendarToolbar';

describe('the calendar toolbar', () => {
  it.each([
    ['en', 'Export to your calendar program', 'Keyboard help', /Tab to an event/, 'Close'],
    ['no', 'Eksporter til kalenderprogrammet ditt', 'Hjelp til tastaturet', /Gå til en avtale med Tab/, 'Lukk'],
  ] as const)('labels the export and hides the keyboard help behind a button (%s)', (language, feed, help, text, close) => {
    const onFeed = vi.fn();
    render(
      <TestShell shell={createTestShell({ language })}>
        <CalendarToolbar staff onNew={() => undefined} onFeed={onFeed} />
      </TestShell>,
    );
    fireEvent.click(screen.getByRole('button', { name: feed }));
    expect(onFeed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(text)).toBeNull();
    const button = screen.getByRole('button', { name: help });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(screen.getByText(text)).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: close }));
    expect(screen.queryByText(text)).toBeNull();
  });

  it('gives a participant no keyboard help for moving events they cannot move', () => {
    render(
      <TestShell shell={createTestShell({ language: 'en' })}>
        <CalendarToolbar staff={false} onNew={() => undefined} onFeed={() => undefined} />
      </TestShell>,
    );
    expect(screen.queryByRole('button', { name: 'Keyboard help' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New event' })).toBeNull();
  });
});
