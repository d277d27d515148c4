// §2.3 The messaging routes exist only when access restrictions do not block them; otherwise the
// "invitation required" dialog stands in for the page until an invitation is sent.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useShellSession } from '../user-context';
import { InvitationRequiredDialog } from './InvitationRequiredDialog';
import { useAccessRestriction } from './useAccessRestriction';

export function MessagingGate({ children, leaveTo }: { children: ReactNode; leaveTo: string }) {
  const { restricted, checking, sendInvitation, sending } = useAccessRestriction();
  const session = useShellSession();
  const navigate = useNavigate();
  if (checking && session.userContext === 'RECIPIENT') return null;
  if (!restricted) return children;
  return (
    <InvitationRequiredDialog
      open
      recipientName={session.selectedRecipient?.name ?? ''}
      sending={sending}
      onSend={sendInvitation}
      onClose={() => void navigate(leaveTo)}
    />
  );
}
