import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeStep } from './SmsCodeStep';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { webMailLink } from './web-mail-link';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const REGIONS = [
  { district: 'Oslo', region: '1' },
  { district: 'Viken', region: '2' },
];

describe('§4 SMS code step', () => {
  it('counts down in mm:ss, then offers the resend with its toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: 1_000_000 });
    const calls = mockApi([[/sms-code/, { body: { regions: [], sms_valid_till: Date.now() + 300_000 } }]]);
    await renderWithProviders(
      <SmsCodeStep
        name="Ingrid"
        initial={{ regions: [], sms_valid_till: 1_000_000 + 65_000 }}
        onLoggedIn={vi.fn()}
        onLogOutFully={vi.fn()}
      />,
    );
    expect(screen.getByRole('timer').textContent).toContain('01:05');
    expect(screen.queryByRole('button', { name: 'Send new code' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Region' })).toBeNull();
    await act(async () => vi.advanceTimersByTime(66_000));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Send new code' }));
    expect(await screen.findByText('Sending new SMS code')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/auth/signin?context=device_authorization.sms-code');
    expect(await screen.findByRole('timer')).toBeTruthy();
  });

  it('shows the region select only with several regions, and the server warning as an info toast', async () => {
    const calls = mockApi([
      [/sms-code/, { body: { regions: REGIONS, sms_valid_till: Date.now() + 60_000 } }],
    ]);
    await renderWithProviders(
      <SmsCodeStep
        name="Kari"
        initial={{
          regions: REGIONS,
          sms_valid_till: Date.now() + 60_000,
          warning: 'A code was sent a moment ago',
        }}
        onLoggedIn={vi.fn()}
        onLogOutFully={vi.fn()}
      />,
    );
    expect((await screen.findByRole('status')).textContent).toContain('A code was sent a moment ago');
    await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Viken' }));
    expect(calls.at(-1)?.url).toContain('region=2');
  });

  it('checks the code format, shows "Code is wrong", and logs out fully', async () => {
    mockApi([[/check/, { status: 401, body: { error: 'code_wrong', message: 'Code is wrong' } }]]);
    const onLogOutFully = vi.fn();
    await renderWithProviders(
      <SmsCodeStep
        name="Kari"
        initial={{ regions: [], sms_valid_till: Date.now() + 60_000 }}
        onLoggedIn={vi.fn()}
        onLogOutFully={onLogOutFully}
      />,
    );
    expect(screen.getByText('The code has 7 digits')).toBeTruthy();
    expect(screen.getByText(/BankID/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^SMS code/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Invalid code format')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/^SMS code/));
    await userEvent.type(screen.getByLabelText(/^SMS code/), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Code is wrong')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log out fully' }));
    expect(onLogOutFully).toHaveBeenCalled();
  });
});

describe('web mail link', () => {
  it.each([
    ['ola@gmail.com', 'https://mail.google.com/'],
    ['kari@hotmail.no', 'https://outlook.live.com/mail/'],
    ['admin', 'https://outlook.office.com/mail/'],
    ['a@firma.no', 'https://outlook.office.com/mail/'],
  ])('%s -> %s', (value, link) => {
    expect(webMailLink(value)).toBe(link);
  });
});
