import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../user-context/testing';
import { AddUserForm } from './AddUserForm';
import { administrationTexts } from './administration-texts';

afterEach(() => vi.unstubAllGlobals());

/** Answers POST /api/admin/users with `answer` and keeps what the form sent. */
function serverAnswering(answer: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/admin/users' && init?.method === 'POST')
        sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return sent;
}

async function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'nina' } });
  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Nina' } });
  fireEvent.change(screen.getByLabelText(/^Mobile number/), { target: { value: '93456789' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
}

describe('an admin adds a user', () => {
  it('sends the user and says the link went by SMS', async () => {
    const sent = serverAnswering({
      status: 201,
      body: { id: 9, username: 'nina', role: 'staff', link_sent: true },
    });
    await renderInShell(<AddUserForm />, { texts: [administrationTexts] });
    expect(screen.getByRole('heading', { name: 'Add a user' })).toBeTruthy();
    await fillAndSubmit();
    expect(await screen.findByText('nina was added and got a link by SMS to choose a password')).toBeTruthy();
    expect(sent).toEqual([
      { username: 'nina', role: 'staff', first_name: 'Nina', last_name: '', mobile_phone: '93456789' },
    ]);
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['username_taken', 409, 'The username is taken'],
    ['mobile_invalid', 400, 'The mobile number is not valid'],
    ['internal', 500, 'The user could not be added'],
  ])('says what went wrong (%s) and keeps what was typed', async (error, status, text) => {
    serverAnswering({ status, body: { error, message: 'x' } });
    await renderInShell(<AddUserForm />, { texts: [administrationTexts] });
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('nina');
  });
});
