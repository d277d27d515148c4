import { act, render, screen, waitFor } from '@testing-library/react';
import { useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useNavigation } from '../../shared/navigation/navigation';
import { AuthProvider } from '../../shared/session/AuthProvider';
import { useAuth } from '../../shared/session/auth-context';
import { fakeToken } from '../../test/fake-token';
import { ShellRouter } from './ShellRouter';

// The public pages start with no router (the login page loads no router library); a sign-in brings
// the data router (useBlocker, §2.9), which starts at the address the sign-in went to and whose
// location the shared navigation then follows.
function PublicProbe() {
  const { location, navigate } = useNavigation();
  const { signIn } = useAuth();
  return (
    <>
      <p data-testid="router">none</p>
      <p data-testid="location">{location.pathname}</p>
      <button
        onClick={() => {
          signIn(fakeToken({ sub: 'u1', device: 'trusted' }));
          navigate('/overview', { replace: true });
        }}
      >
        sign in
      </button>
    </>
  );
}

function SignedInProbe() {
  const dataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  const location = useLocation();
  const navigation = useNavigation();
  const { logOut } = useAuth();
  return (
    <>
      <p data-testid="router">{dataRouter ? 'data' : 'declarative'}</p>
      <p data-testid="location">{location.pathname}</p>
      <p data-testid="navigation">{navigation.location.pathname}</p>
      <button onClick={() => navigation.navigate('/calendar')}>calendar</button>
      <button onClick={logOut}>log out</button>
    </>
  );
}

describe('the page router', () => {
  it('starts with no router without a session, and is a data router from the sign-in on', async () => {
    window.history.replaceState(null, '', '/login?redirect=x');
    render(
      <AuthProvider>
        <ShellRouter publicPages={<PublicProbe />} signedIn={<SignedInProbe />} />
      </AuthProvider>,
    );
    expect(screen.getByTestId('router').textContent).toBe('none');
    expect(screen.getByTestId('location').textContent).toBe('/login');

    act(() => screen.getByRole('button', { name: 'sign in' }).click());
    await waitFor(() => expect(screen.getByTestId('router').textContent).toBe('data'));
    expect(screen.getByTestId('location').textContent).toBe('/overview');

    act(() => screen.getByRole('button', { name: 'calendar' }).click());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/calendar'));
    expect(screen.getByTestId('navigation').textContent).toBe('/calendar');

    act(() => screen.getByRole('button', { name: 'log out' }).click());
    expect(screen.getByTestId('router').textContent).toBe('data');
  });
});
