// The meeting room's two HTTP calls (server/src/areas/meetings): what the meeting is and whether it is
// the user's, and a one-time ticket for the signalling socket with the ICE servers to use.
import { useQuery } from '@tanstack/react-query';
import { useShell, type ApiClient } from '@portal/sdk';

export interface MeetingInfo {
  eventId: number;
  title: string;
  startsAt: string;
  endsAt: string;
  host: boolean;
}

export interface MeetingTicket extends MeetingInfo {
  ticket: string;
  iceServers: RTCIceServer[];
  /** 'relay' where the portal sends media through its TURN server only (TURN_RELAY_ONLY). */
  iceTransportPolicy?: RTCIceTransportPolicy;
}

export const requestTicket = (api: ApiClient, eventId: number) =>
  api.request<MeetingTicket>('POST', `/api/meetings/${eventId}/ticket`);

export function useMeetingInfo(eventId: number | null) {
  const { api, queryClient } = useShell();
  return useQuery(
    {
      queryKey: ['calendar', 'meeting', eventId],
      queryFn: () => api.request<MeetingInfo>('GET', `/api/meetings/${eventId}`),
      enabled: eventId !== null,
      retry: false,
      staleTime: 60_000,
    },
    queryClient,
  );
}
