// The calendar's reads and writes: the server's /api/calendar routes (which check every rule), through
// the shell's API client (session token, error codes) and query client.
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, useShell, type Language } from '@portal/sdk';
import {
  calendarContract,
  type EventDetails,
  type EventKind,
  type EventScope,
  type RouteBodyIn,
} from '@portal/rules';

// The wire types are the contract's (packages/rules, calendar/contract.ts), written once.
export {
  EVENT_KINDS,
  type CalendarPeople as People,
  type EventDetails,
  type EventKind,
  type Occurrence,
  type SaveResult,
} from '@portal/rules';
export type Scope = EventScope;
/** An event as the app sends it (the server fills the defaults and checks everything again). */
export type EventInput = RouteBodyIn<typeof calendarContract.create>;

/** Colours per kind, dark enough for white text (WCAG AA). */
export const KIND_COLOURS: Record<EventKind, string> = {
  meeting: '#1565c0',
  appointment: '#2e7d32',
  visit: '#a04000',
  other: '#546e7a',
};

export const CALENDAR_KEY = ['calendar'] as const;

type Api = ReturnType<typeof useShell>['api'];

/** The read of one range's occurrences (the view's own, or a neighbour read ahead). */
export function occurrencesQuery(api: Api, from: Date | null, to: Date | null, recipientId: number | null) {
  return {
    queryKey: [...CALENDAR_KEY, 'events', from?.toISOString(), to?.toISOString(), recipientId],
    queryFn: () =>
      api.call(calendarContract.events, {
        query: { from: from!.toISOString(), to: to!.toISOString(), recipientId: recipientId || undefined },
      }),
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
      api.call(calendarContract.event, {
        params: { id: id! },
        query: { occurrence: occurrence ?? undefined },
      }),
  });
}

export function usePeople(enabled: boolean) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...CALENDAR_KEY, 'people'],
    enabled,
    queryFn: () => api.call(calendarContract.people, {}),
    staleTime: 60_000,
  });
}

export function useCalendarWrites() {
  const { api, queryClient } = useShell();
  const refresh = () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
  return {
    refresh,
    /** Once per `idempotencyKey`: a double click or a retry after a lost answer makes one event. */
    create: (input: EventInput, idempotencyKey?: string) =>
      api.call(calendarContract.create, { body: input }, { idempotencyKey }),
    update: (id: number, input: EventInput, scope: Scope, occurrence: string | null) =>
      api.call(calendarContract.update, { params: { id }, body: { event: input, scope, occurrence } }),
    remove: (id: number, scope: Scope, occurrence: string | null) =>
      api.call(calendarContract.remove, {
        params: { id },
        query: { scope, occurrence: occurrence ?? undefined },
      }),
    /** An answer to the whole series (`all`) or to one occurrence (`this`). */
    respond: (
      id: number,
      response: 'accepted' | 'declined',
      smsReminder: boolean,
      scope: 'this' | 'all' = 'all',
      occurrence: string | null = null,
    ) =>
      api.call(calendarContract.respond, {
        params: { id },
        body: { response, smsReminder, scope, occurrence },
      }),
    ics: (id: number, occurrence: string | null) =>
      api.call(calendarContract.ics, { params: { id }, query: { occurrence: occurrence ?? undefined } }),
    feedState: () => api.call(calendarContract.feedState, {}),
    renewFeed: () => api.call(calendarContract.renewFeed, {}),
    feedOff: () => api.call(calendarContract.feedOff, {}),
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
