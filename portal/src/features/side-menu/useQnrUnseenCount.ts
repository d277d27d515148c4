import { useGqlSubscription } from '@portal/sdk';
import { useShellSession } from '../user-context';
import { QNR_UNSEEN, qnrUnseenWhere, unseenQnrs, type QnrUnseenAnswer } from './qnr-unseen';

/** Questionnaires handed in and not yet seen by staff (0 for a participant or without the entry), live. */
export function useQnrUnseenCount(enabled: boolean): number {
  const { role, selectedRecipient } = useShellSession();
  const unseen = useGqlSubscription<QnrUnseenAnswer>({
    query: QNR_UNSEEN,
    variables: { where: qnrUnseenWhere(selectedRecipient?.id ?? null) },
    enabled: enabled && role !== null && role !== 'participant',
  });
  return unseen.data ? unseenQnrs(unseen.data) : 0;
}
