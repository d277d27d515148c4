// The meeting room's two HTTP calls (server/src/areas/meetings): what the meeting is and whether it is
// the user's, and a one-time ticket for the signalling socket with the ICE servers to use.
import { useQuery } from '@tanstack/react-query';
import { useShell, type ApiClient } from '@portal/sdk';
import { meetingsContract } from '@portal/rules';

export type { MeetingInfo, MeetingTicket } from '@portal/rules';

export const requestTicket = (api: ApiClient, eventId: number) =>
  api.call(meetingsContract.ticket, { params: { eventId } });

export function useMeetingInfo(eventId: number | null) {
  const { api, queryClient } = useShell();
  return useQuery(
    {
      queryKey: ['calendar', 'meeting', eventId],
      queryFn: () => api.call(meetingsContract.info, { params: { eventId: eventId! } }),
      enabled: eventId !== null,
      retry: false,
      staleTime: 60_000,
    },
    queryClient,
  );
}
