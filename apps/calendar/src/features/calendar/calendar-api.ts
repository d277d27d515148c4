// The calendar's reads and writes: the server's /api/calendar routes (which check every rule), through
// the shell's API client (session token, error codes) and query client.
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, useShell, type Language } from '@portal/sdk';

export type EventKind = 'meeting' | 'appointment' | 'visit' | 'other';
export type Scope = 'this' | 'following' | 'all';
export const EVENT_KINDS: readonly EventKind[] = ['meeting', 'appointment', 'visit', 'other'];

/** Colours per kind, dark enough for white text (WCAG AA). */
export const KIND_COLOURS: Record<EventKind, string> = {
  meeting: '#1565c0',
  appointment: '#2e7d32',
  visit: '#a04000',
  other: '#546e7a',
};

export interface Occurrence {
  key: string;
  eventId: number;
  occurrence: string | null;
  start: string;
  end: string;
  title: string;
  allDay: boolean;
  kind: EventKind;
  location: string | null;
  videoMeeting: boolean;
  recurring: boolean;
  seriesId: number | null;
  recipientId: number | null;
  response: 'pending' | 'accepted' | 'declined' | null;
  canEdit: boolean;
}

export interface EventDetails {
  id: number;
  title: string;
  description: string | null;
  location: string | null;
  start: string;
  end: string;
  allDay: boolean;
  kind: EventKind;
  videoMeeting: boolean;
  reminderMinutes: number | null;
  rrule: string | null;
  seriesId: number | null;
  originalStart: string | null;
  recipientId: number | null;
  recipientName: string | null;
  planId: number | null;
  createdBy: number | null;
  canEdit: boolean;
  response: 'pending' | 'accepted' | 'declined' | null;
  smsReminder: boolean;
  participants: { userId: number; name: string; role: string; response: string }[];
}

export interface EventInput {
  title: string;
  description: string | null;
  location: string | null;
  start: string;
  end: string;
  allDay: boolean;
  kind: EventKind;
  videoMeeting: boolean;
  reminderMinutes: number | null;
  rrule: string | null;
  recipientId: number | null;
  participantIds: number[];
  planId: number | null;
}

export interface People {
  users: { id: number; name: string; role: string; recipientId: number | null }[];
  recipients: { id: number; name: string }[];
}

export interface SaveResult {
  id: number;
  capped: boolean;
  until: string | null;
}

export const CALENDAR_KEY = ['calendar'] as const;

type Api = ReturnType<typeof useShell>['api'];

/** The read of one range's occurrences (the view's own, or a neighbour read ahead). */
export function occurrencesQuery(api: Api, from: Date | null, to: Date | null, recipientId: number | null) {
  return {
    queryKey: [...CALENDAR_KEY, 'events', from?.toISOString(), to?.toISOString(), recipientId],
    queryFn: () =>
      api.request<{ events: Occurrence[] }>(
        'GET',
        `/api/calendar/events?from=${encodeURIComponent(from!.toISOString())}&to=${encodeURIComponent(
          to!.toISOString(),
        )}${recipientId ? `&recipientId=${recipientId}` : ''}`,
      ),
    staleTime: OCCURRENCES_STALE_MS,
  };
}

// Paging back and forth shows a range read in the last half minute as it is; every write from the
// calendar invalidates these reads at once.
const OCCURRENCES_STALE_MS = 30_000;

export function useOccurrences(from: Date | null, to: Date | null, recipientId: number | null) {
  const { api } = useShell();
  return useQuery({
    ...occurrencesQuery(api, from, to, recipientId),
    enabled: from !== null && to !== null,
    select: (data) => data.events,
    placeholderData: (previous) => previous,
  });
}

/** An event; for an occurrence of a series, with the answers given to that occurrence. */
export function useEventDetails(id: number | null, occurrence: string | null = null) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...CALENDAR_KEY, 'event', id, occurrence],
    enabled: id !== null,
    queryFn: () =>
      api.request<EventDetails>(
        'GET',
        `/api/calendar/events/${id}${occurrence ? `?occurrence=${encodeURIComponent(occurrence)}` : ''}`,
      ),
  });
}

export function usePeople(enabled: boolean) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...CALENDAR_KEY, 'people'],
    enabled,
    queryFn: () => api.request<People>('GET', '/api/calendar/people'),
    staleTime: 60_000,
  });
}

export function useCalendarWrites() {
  const { api, queryClient } = useShell();
  const refresh = () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
  return {
    refresh,
    create: (input: EventInput) => api.request<SaveResult>('POST', '/api/calendar/events', input),
    update: (id: number, input: EventInput, scope: Scope, occurrence: string | null) =>
      api.request<SaveResult>('PUT', `/api/calendar/events/${id}`, { event: input, scope, occurrence }),
    remove: (id: number, scope: Scope, occurrence: string | null) =>
      api.request(
        'DELETE',
        `/api/calendar/events/${id}?scope=${scope}${occurrence ? `&occurrence=${encodeURIComponent(occurrence)}` : ''}`,
      ),
    /** An answer to the whole series (`all`) or to one occurrence (`this`). */
    respond: (
      id: number,
      response: 'accepted' | 'declined',
      smsReminder: boolean,
      scope: 'this' | 'all' = 'all',
      occurrence: string | null = null,
    ) =>
      api.request('POST', `/api/calendar/events/${id}/response`, {
        response,
        smsReminder,
        scope,
        occurrence,
      }),
    ics: (id: number, occurrence: string | null) =>
      api.request<{ filename: string; ics: string }>(
        'GET',
        `/api/calendar/events/${id}/ics${occurrence ? `?occurrence=${encodeURIComponent(occurrence)}` : ''}`,
      ),
    feedState: () => api.request<{ active: boolean; createdAt: string | null }>('GET', '/api/calendar/feed'),
    renewFeed: () => api.request<{ url: string }>('POST', '/api/calendar/feed'),
    feedOff: () => api.request('DELETE', '/api/calendar/feed'),
  };
}

/** The server's own message in the user's language (it sends both), or null. */
export function serverMessage(error: unknown, language: Language): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const messages = error.extra.messages as Partial<Record<string, string>> | undefined;
  return messages?.[language] ?? null;
}

/** The input of an existing event, for a change of its times only (drag, resize, keyboard). */
export function inputOf(details: EventDetails, start: Date, end: Date): EventInput {
  return {
    title: details.title,
    description: details.description,
    location: details.location,
    start: start.toISOString(),
    end: end.toISOString(),
    allDay: details.allDay,
    kind: details.kind,
    videoMeeting: details.videoMeeting,
    reminderMinutes: details.reminderMinutes,
    rrule: details.rrule,
    recipientId: details.recipientId,
    participantIds: details.participants.map((p) => p.userId),
    planId: details.planId,
  };
}

/** Offers the browser a file download of text. */
export function downloadText(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
