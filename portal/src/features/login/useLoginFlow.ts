// §2.2, §4 The login flow's calls around the pure steps (login-flow.ts): the password, the related
// customer, the national-ID redirect, the SMS code request, and the failures as error toasts.
import { useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceKind, LoginForm } from '@portal/rules';
import { apiErrorText } from '../../shared/api/api-error';
import { useNavigation, useSearchParams } from '../../shared/navigation/navigation';
import { useBootstrap } from '../../shared/bootstrap/BootstrapContext';
import { useAuth } from '../../shared/session/auth-context';
import { signOut } from '../../shared/session/session-api';
import { useCompleteLogin } from '../../shared/session/useCompleteLogin';
import { useToast } from '../../shared/toasts/toast-context';
import { loadLoginApi } from './lazy-steps';
import { FIRST_STEP, answerOutcome, asksForRelatedCustomers, loginFlow } from './login-flow';
import type { LoginEvent, LoginStep } from './login-flow';
import type { LoginAnswer, RelatedCustomer } from './login-api';
import { followableUrl } from './national-id-redirect';

export interface LoginFlow {
  step: LoginStep;
  busy: boolean;
  device: DeviceKind;
  /** The username typed last (kept when going back to the credentials step). */
  username: string | undefined;
  dispatch: (event: LoginEvent) => void;
  chooseDevice: (device: DeviceKind) => void;
  onWelcomeLogin: () => void;
  onCredentials: (form: LoginForm) => void;
  onRelated: (customer: RelatedCustomer, answer: LoginAnswer) => void;
  onLoggedIn: (token: string) => void;
  logOutFully: () => void;
}

export function useLoginFlow(): LoginFlow {
  const { t } = useTranslation();
  const bootstrap = useBootstrap();
  const auth = useAuth();
  const { showToast } = useToast();
  const { search } = useNavigation().location;
  const [params] = useSearchParams();
  const completeLogin = useCompleteLogin();
  const [step, dispatch] = useReducer(loginFlow, FIRST_STEP);
  const [device, setDevice] = useState<DeviceKind>('untrusted');
  const [busy, setBusy] = useState(false);
  const credentials = useRef<LoginForm | null>(null);

  const follow = async (answer: LoginAnswer) => {
    const outcome = answerOutcome(answer);
    if (outcome.next === 'session') return completeLogin(outcome.token, search);
    if (outcome.next === 'reload') return window.location.reload();
    if (outcome.next === 'redirect') {
      const url = followableUrl(outcome.url ?? undefined);
      if (url) return window.location.assign(url);
      throw new Error('a redirect without a usable address');
    }
    const name = answer.user_name ?? credentials.current?.username ?? '';
    const { requestSmsCode } = await loadLoginApi();
    dispatch({ type: 'smsSent', sms: await requestSmsCode(), name });
  };

  const run = (work: () => Promise<void>) => {
    setBusy(true);
    work()
      .catch((error: unknown) => showToast({ severity: 'error', message: apiErrorText(error, t) }))
      .finally(() => setBusy(false));
  };

  // A related customer's sign-in arrives with `handover`: it stands for the password step.
  const handover = params.get('handover');
  return {
    step,
    busy,
    device,
    username: credentials.current?.username,
    dispatch,
    chooseDevice: (next) => {
      setDevice(next);
      auth.chooseDevice(next);
    },
    onWelcomeLogin: () =>
      handover
        ? run(async () => {
            const { signInWithPassword } = await loadLoginApi();
            await follow(await signInWithPassword({ credentials: null, device, search }));
          })
        : dispatch({ type: 'login' }),
    onCredentials: (form) =>
      run(async () => {
        credentials.current = form;
        const { fetchRelatedCustomers, signInWithPassword } = await loadLoginApi();
        const answer = await signInWithPassword({ credentials: form, device, search });
        // The server names the related customers only after the password step in this browser
        // (issue 17.8); a trusted device's completed login stays at this customer.
        if (asksForRelatedCustomers(answer)) {
          const related = await fetchRelatedCustomers(form.username).catch(() => []);
          if (related.length > 1) return dispatch({ type: 'relatedCustomers', customers: related, answer });
        }
        await follow(answer);
      }),
    onRelated: (customer, answer) =>
      run(async () => {
        const { signInToRelatedCustomer } = await loadLoginApi();
        const form = credentials.current;
        if (!form) return dispatch({ type: 'passwordNeeded' });
        // This customer: the login the password step began goes on.
        if (customer.id === String(bootstrap.customer_id)) return follow(answer);
        await follow(await signInToRelatedCustomer({ ...form, customerId: customer.id }));
      }),
    onLoggedIn: (token) => completeLogin(token, search),
    logOutFully: () => {
      signOut(null, true).catch(() => undefined);
      credentials.current = null;
      dispatch({ type: 'restart' });
    },
  };
}
