// §2.3, §2.4 Switching context: choosing a participant enters RECIPIENT with selected_patient_id;
// going back enters ME. Each context returns to its own last visited address.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { UserContext } from '@portal/rules';
import { isOverviewHidden, landingPath, lastVisitedKey, readLastVisited } from '../routes';
import { useShellSession } from './shell-session';

function withContext(address: string, context: UserContext, patientId: number | null): string {
  const [pathname = '/', search = ''] = address.split('?');
  const params = new URLSearchParams(search);
  params.delete('qnr_context');
  if (context === 'RECIPIENT' && patientId !== null) {
    params.set('user_context', 'RECIPIENT');
    params.set('selected_patient_id', String(patientId));
  } else {
    params.delete('user_context');
    params.delete('selected_patient_id');
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export interface SwitchUserContext {
  enterRecipient: (patientId: number) => void;
  enterMe: () => void;
}

export function useSwitchUserContext(): SwitchUserContext {
  const navigate = useNavigate();
  const session = useShellSession();
  const { customer_id: customerId, user_id: userId, features } = session.bootstrap;

  const go = useCallback(
    (context: UserContext, patientId: number | null) => {
      const stored = readLastVisited(lastVisitedKey(customerId, userId, context));
      const landing = landingPath({ features, userContext: context, role: session.role });
      const storedPath = stored?.split('?')[0];
      const usable =
        stored &&
        !(
          storedPath === '/overview' &&
          isOverviewHidden({ features, userContext: context, role: session.role })
        );
      void navigate(withContext(usable ? stored : landing, context, patientId));
    },
    [customerId, userId, features, session.role, navigate],
  );

  return {
    enterRecipient: useCallback((patientId: number) => go('RECIPIENT', patientId), [go]),
    enterMe: useCallback(() => go('ME', null), [go]),
  };
}
