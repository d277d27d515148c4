// §2.2, §4 Login flow: welcome -> credentials -> (related customer) -> national-ID redirect or SMS
// code -> the redirect target. The forgot-password branch leads to the e-mail-sent page. The flow
// is login-flow.ts (pure) and useLoginFlow (its calls); each step is its own component.
import { Suspense, useEffect } from 'react';
import { Redirect, useSearchParams } from '../../shared/navigation/navigation';
import { PublicPageLayout } from '../../shared/layout/PublicPageLayout';
import { afterLoginPath, decodeRedirect } from '../../shared/redirect/redirect-target';
import { useAuth } from '../../shared/session/auth-context';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { NationalIdErrorPage, prefetchCredentialsStep } from './lazy-steps';
import { LoginSteps } from './LoginSteps';
import { useLoginFlow } from './useLoginFlow';

/** §2.2 A national-ID login that came back with `error`: the error page, and back to the login. */
function NationalIdError({ error }: { error: string }) {
  const [params, setParams] = useSearchParams();
  const back = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('error');
      next.delete('error_description');
      return next;
    });
  return <NationalIdErrorPage error={error} description={params.get('error_description')} onBack={back} />;
}

export function LoginPage() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const flow = useLoginFlow();
  useEffect(prefetchCredentialsStep, []);

  if (auth.isAuthenticated) {
    return <Redirect to={afterLoginPath(decodeRedirect(params.get('redirect'), window.location.origin))} />;
  }
  const nbidError = params.get('error');
  return (
    <PublicPageLayout>
      <Suspense fallback={<LoadingScreen inline />}>
        {nbidError ? <NationalIdError error={nbidError} /> : <LoginSteps flow={flow} />}
      </Suspense>
    </PublicPageLayout>
  );
}
