import { useGqlSubscription } from '@portal/sdk';
import { useShellSession } from '../user-context';
import { CHAT_UNSEEN, unseenMessages, type ChatUnseenAnswer } from './chat-unseen';

/** The unseen chat messages of the signed-in user (0 without chat), live. */
export function useChatUnseenCount(enabled: boolean): number {
  const { bootstrap } = useShellSession();
  const unseen = useGqlSubscription<ChatUnseenAnswer>({
    query: CHAT_UNSEEN,
    variables: { userId: bootstrap.user_id },
    enabled,
  });
  return unseen.data ? unseenMessages(unseen.data) : 0;
}
