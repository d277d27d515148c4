import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './LoginPage';
import { mockApi } from '../../test/mock-api';
import { fakeToken } from '../../test/fake-token';
import { demoBootstrap, renderWithProviders } from '../../test/render-with-providers';
import { encodeRedirect } from '../../shared/redirect/redirect-target';

afterEach(() => vi.unstubAllGlobals());

const token = fakeToken({ iat: 1, vt: 20, device: 'untrusted' });

async function toCredentials(trusted = false) {
  if (trusted)
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Remember me on this device' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
}

describe('§2.2 login screens', () => {
  it('welcome: remember me chooses the regular (trusted) or guest title', async () => {
    await renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { name: 'Welcome to Demo Arbeid' })).toBeTruthy();
    expect(screen.getByText(/each pathfinder/)).toBeTruthy();
    await toCredentials(true);
    expect(await screen.findByRole('heading', { name: 'Log in as regular user' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me on this device' }));
    await toCredentials();
    expect(await screen.findByRole('heading', { name: 'Log in as guest' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });

  it('calls the participant a user in the care variant', async () => {
    await renderWithProviders(<LoginPage />, {
      route: '/login',
      bootstrap: { ...demoBootstrap, brand: 'care', customer_name: 'Demo Omsorg' },
    });
    expect(screen.getByText(/each user/)).toBeTruthy();
  });

  it('hides "forgot password" for a tenant that signs in by national ID only', async () => {
    await renderWithProviders(<LoginPage />, {
      route: '/login',
      bootstrap: { ...demoBootstrap, login_methods: ['nbid'] },
    });
    await toCredentials(true);
    await screen.findByRole('heading', { name: 'Log in as regular user' });
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });

  it('enables continue only with both fields, and marks a touched empty password', async () => {
    await renderWithProviders(<LoginPage />, { route: '/login' });
    await toCredentials();
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect((continueButton as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText(/^Username/), 'admin');
    await userEvent.click(screen.getByLabelText(/^Password/));
    await userEvent.click(screen.getByLabelText(/^Username/));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Password/), 'x');
    expect((continueButton as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the server error as a toast in the UI language', async () => {
    mockApi([
      [/related_tenants/, { body: [] }],
      [
        /device_authorization&/,
        {
          status: 401,
          body: { error: 'wrong_login', message: 'Incorrect login information. Please try again!' },
        },
      ],
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(<LoginPage />, { route: '/login', lang: 'no' });
    await userEvent.click(await screen.findByRole('button', { name: 'Logg inn' }));
    await userEvent.type(await screen.findByLabelText(/^Brukernavn/), 'admin');
    await userEvent.type(screen.getByLabelText(/^Passord/), 'feil');
    await userEvent.click(screen.getByRole('button', { name: 'Fortsett' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Feil innloggingsinformasjon. Prøv igjen!',
    );
  });

  it('says in Norwegian that the SMS could not be sent when the gateway fails (issue 18.5)', async () => {
    mockApi([
      [/context=device_authorization&/, { body: { message: 'ok', reload: false, user_name: 'Ingrid Berg' } }],
      [/related_tenants/, { body: [] }],
      [
        /sms-code$/,
        {
          status: 503,
          body: {
            error: 'sms_not_sent',
            message: 'The SMS could not be sent. Please try again.',
            key: 'errors.smsNotSent',
          },
        },
      ],
    ]);
    await renderWithProviders(<LoginPage />, { route: '/login', lang: 'no' });
    await userEvent.click(await screen.findByRole('button', { name: 'Logg inn' }));
    await userEvent.type(await screen.findByLabelText(/^Brukernavn/), 'staff');
    await userEvent.type(screen.getByLabelText(/^Passord/), 'Demo-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Fortsett' }));
    expect((await screen.findByRole('alert')).textContent).toContain('SMS-en kunne ikke sendes. Prøv igjen.');
    // The form stays, so the user can try again.
    expect(screen.getByRole('button', { name: 'Fortsett' })).toBeTruthy();
  });

  it('goes through the SMS step to the redirect target', async () => {
    const calls = mockApi([
      [/related_tenants/, { body: [{ id: 1, name: 'Demo Arbeid' }] }],
      [/context=device_authorization&/, { body: { message: 'ok', reload: false, user_name: 'Ingrid Berg' } }],
      [/sms-code$/, { body: { regions: [], sms_valid_till: Date.now() + 60_000 } }],
      [/check\?context=device_authorization.sms-code/, { body: { token, reload: true } }],
    ]);
    await renderWithProviders(<LoginPage />, {
      route: `/login?redirect=${encodeURIComponent(encodeRedirect('/chat?x=1'))}&lang=en`,
      // Mounted at its own route as in the app: at the target the login page is gone. Mounted at
      // every path, it would see the signed-in state at /chat and send the user on to /overview,
      // and the test would pass only when it caught the address in between.
      path: '/login',
    });
    await toCredentials();
    await userEvent.type(await screen.findByLabelText(/^Username/), 'admin');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Hi Ingrid Berg, we have sent a code to your mobile phone.')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('device=untrusted'))?.headers.authorization).toBe(
      `Basic ${btoa('admin:Demo-1234')}`,
    );
    expect(calls.some((call) => call.url.includes('redirect='))).toBe(false);
    await userEvent.type(screen.getByLabelText(/^SMS code/), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/chat?x=1'));
    expect(sessionStorage.getItem('portal.session_token')).toBe(token);
    // Settled: nothing sends the user on from the target.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Login' })).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/chat?x=1');
  });

  it('a remembered trusted device completes at once; a bad redirect toasts and goes to /overview', async () => {
    mockApi([
      [/related_tenants/, { body: [{ id: 1, name: 'Demo Arbeid' }] }],
      [/context=device_authorization&/, { body: { token, reload: true } }],
    ]);
    await renderWithProviders(<LoginPage />, { route: '/login?redirect=%25%25' });
    await toCredentials(true);
    await userEvent.type(await screen.findByLabelText(/^Username/), 'admin');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Error decoding redirect')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/overview');
  });

  it('offers the related customers and signs in to the chosen one', async () => {
    const calls = mockApi([
      [
        /related_tenants/,
        {
          body: [
            { id: 1, name: 'Demo Arbeid' },
            { id: 2, name: 'Demo Omsorg' },
          ],
        },
      ],
      [/context=device_authorization&/, { body: { message: 'ok', reload: false } }],
      [/sms-code$/, { body: { regions: [], sms_valid_till: Date.now() + 60_000 } }],
    ]);
    await renderWithProviders(<LoginPage />, { route: '/login' });
    await toCredentials();
    await userEvent.type(await screen.findByLabelText(/^Username/), 'staff');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Choose an organisation' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Demo Arbeid' }));
    expect(await screen.findByRole('heading', { name: 'Confirm with SMS code' })).toBeTruthy();
    expect(calls.some((call) => call.url.includes('device=untrusted'))).toBe(true);
    // The related customers are asked for after the password step (issue 17.8), and choosing this
    // customer goes on with that login instead of sending the password again.
    const signins = calls.filter((call) => call.url.includes('context=device_authorization&'));
    expect(signins).toHaveLength(1);
    expect(calls.findIndex((call) => call.url.includes('related_tenants'))).toBeGreaterThan(
      calls.indexOf(signins[0]!),
    );
  });

  it('shows the national-ID error from the query as text only', async () => {
    await renderWithProviders(<LoginPage />, {
      route: '/login?error=access_denied&error_description=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    });
    expect(await screen.findByRole('heading', { name: 'National ID login failed' })).toBeTruthy();
    expect(screen.getByText('access_denied')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to login' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Demo Arbeid' })).toBeTruthy();
  });

  it('resets by e-mail only for a valid address, then says check your email', async () => {
    const calls = mockApi([[/send-reset-password-email/, { body: { message: 'ok' } }]]);
    await renderWithProviders(<LoginPage />, { route: '/login' });
    await toCredentials(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const field = await screen.findByLabelText('Username or e-mail');
    const search = screen.getByRole('button', { name: 'Search account' }) as HTMLButtonElement;
    expect(search.disabled).toBe(true);
    await userEvent.type(field, 'ola@example');
    await userEvent.tab();
    expect(screen.getByText('Invalid e-mail address')).toBeTruthy();
    expect(search.disabled).toBe(true);
    await userEvent.type(field, '.no');
    expect(search.disabled).toBe(false);
    await userEvent.click(search);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(calls[0]?.headers.authorization).toBe(`Basic ${btoa('ola@example.no')}`);
    expect(screen.getByRole('link', { name: 'Open web mail' }).getAttribute('href')).toBe(
      'https://outlook.office.com/mail/',
    );
  });
});
