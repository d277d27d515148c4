// §2.8, §4 Password reset: step pnr when the tenant requires a personal number, else straight to
// step pwd (checking the link's code and sending the SMS on load); then the result screen.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useNavigation } from '../../shared/navigation/navigation';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { resetTexts } from './reset-texts';
import type { ResetForm } from '@portal/rules';
import { isCountdownRunning } from '@portal/rules';
import { apiErrorText } from '../../shared/api/api-error';
import { useBootstrap } from '../../shared/bootstrap/BootstrapContext';
import { isPasswordResetAvailable } from '../../shared/bootstrap/bootstrap-types';
import { PublicPageLayout } from '../../shared/layout/PublicPageLayout';
import { useToast } from '../../shared/toasts/toast-context';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { PasswordStep } from './PasswordStep';
import { PnrStep } from './PnrStep';
import { ResetResult } from './ResetResult';
import { setNewPassword, verifyResetCode } from './reset-api';

type View =
  | { kind: 'pnr' }
  | { kind: 'pwd' }
  | { kind: 'result'; outcome: 'success' | 'error'; message?: string | null };

export function ResetPasswordPage() {
  const bootstrap = useBootstrap();
  useFeatureTexts(resetTexts);
  const { t } = useTranslation();
  const { location, navigate } = useNavigation();
  const { search } = location;
  const { showToast } = useToast();
  const pnrRequired = bootstrap.required_pnr;
  const [view, setView] = useState<View>(pnrRequired ? { kind: 'pnr' } : { kind: 'pwd' });
  const [pnr, setPnr] = useState('');
  const [smsValidTill, setSmsValidTill] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [clearKey, setClearKey] = useState(0);
  const loaded = useRef(false);

  const fail = useCallback(
    (error: unknown) => {
      const message = apiErrorText(error, t);
      showToast({ severity: 'error', message });
      setView({ kind: 'result', outcome: 'error', message });
    },
    [showToast, t],
  );

  // Without a personal number, the page checks the reset code and sends the SMS on load.
  useEffect(() => {
    if (pnrRequired || loaded.current) return;
    loaded.current = true;
    verifyResetCode(search, null).then(setSmsValidTill, fail);
  }, [pnrRequired, search, fail]);

  const toLogin = useCallback(() => navigate('/login', { replace: true }), [navigate]);

  if (!isPasswordResetAvailable(bootstrap)) return <Redirect to="/login" />;

  const onPnr = async (value: string) => {
    setPnr(value);
    if (smsValidTill !== null && isCountdownRunning(smsValidTill, Date.now()) && value === pnr)
      return setView({ kind: 'pwd' });
    setBusy(true);
    try {
      setSmsValidTill(await verifyResetCode(search, value));
      setView({ kind: 'pwd' });
    } catch (error) {
      showToast({ severity: 'error', message: apiErrorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  const onPassword = async (form: Pick<ResetForm, 'otp' | 'new_password'>) => {
    setBusy(true);
    try {
      await setNewPassword({
        search,
        otp: form.otp,
        password: form.new_password,
        pnr: pnrRequired ? pnr : null,
      });
      setView({ kind: 'result', outcome: 'success' });
    } catch (error) {
      setClearKey((key) => key + 1);
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  let content;
  if (view.kind === 'result') content = <ResetResult outcome={view.outcome} serverMessage={view.message} />;
  else if (view.kind === 'pnr')
    content = (
      <PnrStep initial={pnr} busy={busy} onCancel={toLogin} onContinue={(value) => void onPnr(value)} />
    );
  else if (smsValidTill === null) content = <LoadingScreen inline />;
  else
    content = (
      <PasswordStep
        smsValidTill={smsValidTill}
        busy={busy}
        clearKey={clearKey}
        backLabel={pnrRequired ? 'back' : 'cancel'}
        onBack={pnrRequired ? () => setView({ kind: 'pnr' }) : toLogin}
        onExpiredRedirect={toLogin}
        onSubmit={(form) => void onPassword(form)}
      />
    );
  return <PublicPageLayout>{content}</PublicPageLayout>;
}
