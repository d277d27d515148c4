// The step of the login flow that shows (login-flow.ts), drawn by its own component; the calls are
// the flow's (useLoginFlow).
import { useBootstrap } from '../../shared/bootstrap/BootstrapContext';
import { isPasswordResetAvailable } from '../../shared/bootstrap/bootstrap-types';
import {
  CheckEmailStep,
  CredentialsStep,
  ForgotPasswordStep,
  RelatedCustomerStep,
  SmsCodeStep,
} from './lazy-steps';
import type { LoginFlow } from './useLoginFlow';
import { WelcomeStep } from './WelcomeStep';

export function LoginSteps({ flow }: { flow: LoginFlow }) {
  const bootstrap = useBootstrap();
  const { step, busy, device, dispatch } = flow;
  const back = () => dispatch({ type: 'back' });
  switch (step.kind) {
    case 'welcome':
      return <WelcomeStep device={device} onDeviceChange={flow.chooseDevice} onLogin={flow.onWelcomeLogin} />;
    case 'credentials':
      return (
        <CredentialsStep
          device={device}
          busy={busy}
          showForgotPassword={isPasswordResetAvailable(bootstrap)}
          defaultUsername={flow.username}
          onBack={back}
          onForgotPassword={() => dispatch({ type: 'forgotPassword' })}
          onSubmit={flow.onCredentials}
        />
      );
    case 'related':
      return (
        <RelatedCustomerStep
          customers={step.customers}
          busy={busy}
          onChoose={(customer) => flow.onRelated(customer, step.answer)}
          onBack={back}
        />
      );
    case 'sms':
      return (
        <SmsCodeStep
          name={step.name}
          initial={step.sms}
          onLoggedIn={flow.onLoggedIn}
          onLogOutFully={flow.logOutFully}
        />
      );
    case 'forgot':
      return (
        <ForgotPasswordStep
          onBack={back}
          onSent={(usernameOrEmail) => dispatch({ type: 'resetSent', usernameOrEmail })}
        />
      );
    case 'email-sent':
      return <CheckEmailStep usernameOrEmail={step.usernameOrEmail} onBack={back} />;
  }
}
