import { useShellSession } from '../user-context';
import { useChatUnseenCount } from './useChatUnseenCount';

/**
 * The unseen chat messages the menu button shows on a phone (issue 33 item 10), live: the drawer's
 * chat entry holds the same count, but the drawer is closed most of the time. 0 without chat.
 */
export function useMenuButtonUnseen(enabled: boolean): number {
  const session = useShellSession();
  return useChatUnseenCount(enabled && session.hasFeature('chat_ShowChat'));
}
