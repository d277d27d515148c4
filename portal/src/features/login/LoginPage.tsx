// §2.2, §4 Login flow: welcome -> credentials -> (related customer) -> national-ID redirect or SMS
// code -> the redirect target. The forgot-password branch leads to the e-mail-sent page.
import { Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DeviceKind, LoginForm } from '@portal/rules';
import { apiErrorText } from '../../shared/api/api-error';
import { useBootstrap } from '../../shared/bootstrap/BootstrapContext';
import { isPasswordResetAvailable } from '../../shared/bootstrap/bootstrap-types';
import { PublicPageLayout } from '../../shared/layout/PublicPageLayout';
import { afterLoginPath, decodeRedirect } from '../../shared/redirect/redirect-target';
import { useAuth } from '../../shared/session/auth-context';
import { signOut } from '../../shared/session/session-api';
import { useToast } from '../../shared/toasts/toast-context';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import {
  CheckEmailStep,
  CredentialsStep,
  ForgotPasswordStep,
  NationalIdErrorPage,
  RelatedCustomerStep,
  SmsCodeStep,
  loadLoginApi,
  prefetchCredentialsStep,
} from './lazy-steps';
import { WelcomeStep } from './WelcomeStep';
import type { LoginAnswer, RelatedCustomer, SmsCodeAnswer } from './login-api';
import { followableUrl } from './national-id-redirect';
import { useCompleteLogin } from '../../shared/session/useCompleteLogin';

type Step =
  | { kind: 'welcome' }
  | { kind: 'credentials' }
  | { kind: 'related'; customers: RelatedCustomer[]; answer: LoginAnswer }
  | { kind: 'sms'; sms: SmsCodeAnswer; name: string }
  | { kind: 'forgot' }
  | { kind: 'email-sent'; usernameOrEmail: string };

export function LoginPage() {
  const { t } = useTranslation();
  const bootstrap = useBootstrap();
  const auth = useAuth();
  const { showToast } = useToast();
  const { search } = useLocation();
  const [params, setParams] = useSearchParams();
  const completeLogin = useCompleteLogin();
  const [step, setStep] = useState<Step>({ kind: 'welcome' });
  const [device, setDevice] = useState<DeviceKind>('untrusted');
  const [busy, setBusy] = useState(false);
  const credentials = useRef<LoginForm | null>(null);
  useEffect(prefetchCredentialsStep, []);

  if (auth.isAuthenticated) {
    return (
      <Navigate to={afterLoginPath(decodeRedirect(params.get('redirect'), window.location.origin))} replace />
    );
  }

  const nbidError = params.get('error');
  if (nbidError) {
    const back = () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        next.delete('error_description');
        return next;
      });
    return (
      <PublicPageLayout>
        <Suspense fallback={<LoadingScreen inline />}>
          <NationalIdErrorPage
            error={nbidError}
            description={params.get('error_description')}
            onBack={back}
          />
        </Suspense>
      </PublicPageLayout>
    );
  }

  const fail = (error: unknown) => showToast({ severity: 'error', message: apiErrorText(error, t) });

  // §4: after the password, a completed login (token), a reload request, the national-ID or
  // related-customer redirect, or the SMS code step.
  const follow = async (answer: LoginAnswer) => {
    if (answer.token) return completeLogin(answer.token, search);
    if (answer.reload) return window.location.reload();
    if (answer.nbid_provider || answer.redirect_url) {
      const url = followableUrl(answer.redirect_url);
      if (url) return window.location.assign(url);
      throw new Error('a redirect without a usable address');
    }
    const name = answer.user_name ?? credentials.current?.username ?? '';
    const { requestSmsCode } = await loadLoginApi();
    setStep({ kind: 'sms', sms: await requestSmsCode(), name });
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const onCredentials = (form: LoginForm) =>
    run(async () => {
      credentials.current = form;
      const { fetchRelatedCustomers, signInWithPassword } = await loadLoginApi();
      const answer = await signInWithPassword({ credentials: form, device, search });
      // The server names the related customers only after the password step in this browser
      // (issue 17.8); a trusted device's completed login stays at this customer.
      if (!answer.token && !answer.reload) {
        const related = await fetchRelatedCustomers(form.username).catch(() => []);
        if (related.length > 1) return setStep({ kind: 'related', customers: related, answer });
      }
      await follow(answer);
    });

  // A related customer's sign-in arrives with `handover`: it stands for the password step.
  const handover = params.get('handover');
  const onWelcomeLogin = () =>
    handover
      ? void run(async () => {
          const { signInWithPassword } = await loadLoginApi();
          await follow(await signInWithPassword({ credentials: null, device, search }));
        })
      : setStep({ kind: 'credentials' });

  const onRelated = (customer: RelatedCustomer, answer: LoginAnswer) =>
    run(async () => {
      const { signInToRelatedCustomer } = await loadLoginApi();
      const form = credentials.current;
      if (!form) return setStep({ kind: 'credentials' });
      // This customer: the login the password step began goes on.
      if (customer.id === String(bootstrap.customer_id)) return follow(answer);
      await follow(await signInToRelatedCustomer({ ...form, customerId: customer.id }));
    });

  const logOutFully = () => {
    signOut(null, true).catch(() => undefined);
    credentials.current = null;
    setStep({ kind: 'welcome' });
  };

  const chooseDevice = (next: DeviceKind) => {
    setDevice(next);
    auth.chooseDevice(next);
  };

  let content;
  switch (step.kind) {
    case 'welcome':
      content = <WelcomeStep device={device} onDeviceChange={chooseDevice} onLogin={onWelcomeLogin} />;
      break;
    case 'credentials':
      content = (
        <CredentialsStep
          device={device}
          busy={busy}
          showForgotPassword={isPasswordResetAvailable(bootstrap)}
          defaultUsername={credentials.current?.username}
          onBack={() => setStep({ kind: 'welcome' })}
          onForgotPassword={() => setStep({ kind: 'forgot' })}
          onSubmit={(form) => void onCredentials(form)}
        />
      );
      break;
    case 'related':
      content = (
        <RelatedCustomerStep
          customers={step.customers}
          busy={busy}
          onChoose={(c) => void onRelated(c, step.answer)}
          onBack={() => setStep({ kind: 'credentials' })}
        />
      );
      break;
    case 'sms':
      content = (
        <SmsCodeStep
          name={step.name}
          initial={step.sms}
          onLoggedIn={(token) => completeLogin(token, search)}
          onLogOutFully={logOutFully}
        />
      );
      break;
    case 'forgot':
      content = (
        <ForgotPasswordStep
          onBack={() => setStep({ kind: 'credentials' })}
          onSent={(value) => setStep({ kind: 'email-sent', usernameOrEmail: value })}
        />
      );
      break;
    case 'email-sent':
      content = (
        <CheckEmailStep usernameOrEmail={step.usernameOrEmail} onBack={() => setStep({ kind: 'welcome' })} />
      );
      break;
  }
  return (
    <PublicPageLayout>
      <Suspense fallback={<LoadingScreen inline />}>{content}</Suspense>
    </PublicPageLayout>
  );
}
