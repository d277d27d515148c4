import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_REDIRECT_COUNTDOWN_SECONDS } from '@portal/rules';
import { ResetPasswordPage } from './ResetPasswordPage';
import { mockApi } from '../../test/mock-api';
import { demoBootstrap, renderWithProviders } from '../../test/render-with-providers';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const VALID_PNR = '15078512323';

async function fillPasswords(otp: string, password: string, confirm: string) {
  await userEvent.type(await screen.findByLabelText(/^SMS code/), otp);
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm password/), confirm);
}

describe('§2.8 reset password', () => {
  it('starts at step pwd, sends the SMS on load and resets on Enter in confirm', async () => {
    const calls = mockApi([
      [/sms-reset-code-verification/, { body: { sms_valid_till: Date.now() + 120_000 } }],
      [/set-new-password/, { body: { message: 'ok' } }],
    ]);
    await renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?code=abc&lang=en' });
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/auth/sms-reset-code-verification?code=abc');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Set new password' }) as HTMLButtonElement;
    await fillPasswords('123456', 'Demo-4321', 'Demo-432');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText(/^Confirm password/), '1{Enter}');
    expect(await screen.findByRole('heading', { name: 'Password reset successful' })).toBeTruthy();
    expect(calls[1]?.url).toBe('/api/auth/set-new-password?code=abc');
    expect(calls[1]?.headers.authorization).toBe(`Basic ${btoa('123456:Demo-4321')}`);
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeTruthy();
  });

  it('names restricted symbols', async () => {
    mockApi([[/sms-reset-code-verification/, { body: { sms_valid_till: Date.now() + 120_000 } }]]);
    await renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?code=abc' });
    await userEvent.type(await screen.findByLabelText(/^New password/), 'ab~c?');
    expect(await screen.findByText('~ ? are restricted')).toBeTruthy();
  });

  it('asks for the personal number first when the tenant requires it', async () => {
    const calls = mockApi([
      [/sms-reset-code-verification/, { body: { sms_valid_till: Date.now() + 120_000 } }],
    ]);
    await renderWithProviders(<ResetPasswordPage />, {
      route: '/reset-password?code=abc',
      bootstrap: { ...demoBootstrap, required_pnr: true },
    });
    const pnr = await screen.findByLabelText(/^Personal number/);
    await userEvent.type(pnr, '1507a8512');
    expect((pnr as HTMLInputElement).value).toBe('15078512');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('exact eleven digits')).toBeTruthy();
    await userEvent.clear(pnr);
    await userEvent.type(pnr, '15078512324');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Invalid personal number')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.clear(pnr);
    await userEvent.type(pnr, VALID_PNR);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Back' })).toBeTruthy();
    // The next step sends the SMS once it has rendered (its effect): on a loaded machine after Back shows.
    await waitFor(() => expect(calls[0]?.headers['national-id']).toBe(VALID_PNR));
  });

  it('clears the fields and shows the error screen with the server message on failure', async () => {
    mockApi([
      [/sms-reset-code-verification/, { body: { sms_valid_till: Date.now() + 120_000 } }],
      [/set-new-password/, { status: 401, body: { error: 'code_wrong', message: 'Code is wrong' } }],
    ]);
    await renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?code=abc' });
    await fillPasswords('123456', 'Demo-4321', 'Demo-4321');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Please contact your team leader.')).toBeTruthy();
    expect(screen.getAllByText('Code is wrong').length).toBeGreaterThan(0);
  });

  it('says the code expired and returns to login after 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: 5_000_000 });
    mockApi([[/sms-reset-code-verification/, { body: { sms_valid_till: 5_000_000 + 3_000 } }]]);
    await renderWithProviders(<ResetPasswordPage />, {
      route: '/reset-password?code=abc',
      extraRoutes: null,
    });
    await screen.findByRole('timer');
    await act(async () => vi.advanceTimersByTime(4_000));
    expect(screen.getAllByText(/The sms code has expired/).length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Set new password' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await act(async () => vi.advanceTimersByTime(RESET_REDIRECT_COUNTDOWN_SECONDS * 1000 + 1000));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });

  it('sends a national-ID-only tenant to login', async () => {
    await renderWithProviders(<ResetPasswordPage />, {
      route: '/reset-password?code=abc',
      bootstrap: { ...demoBootstrap, login_methods: ['nbid'] },
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });
});
