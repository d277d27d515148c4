import { act, render, screen, waitFor } from '@testing-library/react';
import { useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../shared/session/AuthProvider';
import { useAuth } from '../../shared/session/auth-context';
import { fakeToken } from '../../test/fake-token';
import { ShellRouter } from './ShellRouter';

// The public pages start under a declarative router (the login page loads no data router); a
// sign-in brings the data router (useBlocker, §2.9) and keeps the address it went to.
function Probe() {
  const dataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn, logOut } = useAuth();
  return (
    <>
      <p data-testid="router">{dataRouter ? 'data' : 'declarative'}</p>
      <p data-testid="location">{location.pathname}</p>
      <button
        onClick={() => {
          signIn(fakeToken({ sub: 'u1', device: 'trusted' }));
          navigate('/overview', { replace: true });
        }}
      >
        sign in
      </button>
      <button onClick={logOut}>log out</button>
    </>
  );
}

describe('the page router', () => {
  it('starts declarative without a session, and is a data router from the sign-in on', async () => {
    window.history.replaceState(null, '', '/login?redirect=x');
    render(
      <AuthProvider>
        <ShellRouter routes={<Probe />} />
      </AuthProvider>,
    );
    expect(screen.getByTestId('router').textContent).toBe('declarative');
    expect(screen.getByTestId('location').textContent).toBe('/login');

    act(() => screen.getByRole('button', { name: 'sign in' }).click());
    await waitFor(() => expect(screen.getByTestId('router').textContent).toBe('data'));
    expect(screen.getByTestId('location').textContent).toBe('/overview');

    act(() => screen.getByRole('button', { name: 'log out' }).click());
    expect(screen.getByTestId('router').textContent).toBe('data');
  });
});
