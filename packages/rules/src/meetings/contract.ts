// The meetings area's REST contract (issue 25, spec §1 "Meeting session room"): what an event's meeting
// is and whether the caller is in it, and a one-time ticket for its signalling socket with the ICE
// servers to use. The socket itself (/api/meetings/socket) is outside the kit by design: no body, its
// messages are checked by their own schemas. The server registers these (server/src/areas/meetings),
// the calendar app's meeting room calls them (`api.call`).
import { z } from 'zod';
import { defineRoute, idParam } from '../contract/route-contract';

/** `{ eventId }` path parameters. */
const eventParams = z.strictObject({ eventId: idParam() });

/** The meeting of an event as its member sees it; `host` for the staff-side roles. */
export const meetingInfoSchema = z.strictObject({
  eventId: z.number().int(),
  title: z.string(),
  /** ISO date-time. */
  startsAt: z.string(),
  endsAt: z.string(),
  host: z.boolean(),
});
export type MeetingInfo = z.infer<typeof meetingInfoSchema>;

/** One entry of RTCConfiguration.iceServers, as the browser takes it. */
export const iceServerSchema = z.strictObject({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});

export const meetingTicketSchema = meetingInfoSchema.extend({
  /** Sent as the socket's first message, once, within a minute. */
  ticket: z.string(),
  iceServers: z.array(iceServerSchema),
  /** When the TURN credentials run out (ISO); null without TURN. */
  expiresAt: z.string().nullable(),
  /** 'relay' where the portal sends media through its TURN server only (TURN_RELAY_ONLY). */
  iceTransportPolicy: z.enum(['all', 'relay']),
});
export type MeetingTicket = z.infer<typeof meetingTicketSchema>;

const MEETING_ERRORS = ['meeting_not_found', 'meeting_not_invited'] as const;

export const meetingsContract = {
  info: defineRoute({
    method: 'GET',
    path: '/api/meetings/:eventId',
    summary: 'The meeting of an event, for its creator and invited users',
    resource: 'events',
    params: eventParams,
    response: meetingInfoSchema,
    errors: MEETING_ERRORS,
  }),
  ticket: defineRoute({
    method: 'POST',
    path: '/api/meetings/:eventId/ticket',
    summary: 'A one-time ticket for the meeting’s signalling socket, with the ICE servers to use',
    resource: 'events',
    params: eventParams,
    response: meetingTicketSchema,
    errors: [...MEETING_ERRORS, 'meeting_too_many_joins'],
  }),
} as const;
