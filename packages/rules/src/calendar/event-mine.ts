// Which events are a person's own ("mine"; issue 25): one rule, held here as data. The calendar's
// store turns it into SQL (its ME calendar, the feed, what a participant may open), the overview's
// CALENDAR_EVENT widget into its GraphQL `where`, and a test holds the data API's participant
// filter (server/metadata/tables/public_events.json) to `eventMineWhere('X-Hasura-User-Id')`.
//
// An event is the person's when any one of these holds:
// - organiser: they created it (`created_by`);
// - invitee: they are in its `event_participants`;
// - seriesInvitee: it is a changed occurrence of a series they are invited to (a changed occurrence
//   is a row of its own, `series_id`, and keeps the series' invited people);
// - about: it is about the participant whose user they are (`recipient_id`, a recipient not deleted).

export const EVENT_MINE_WAYS = ['organiser', 'invitee', 'seriesInvitee', 'about'] as const;
export type EventMineWay = (typeof EVENT_MINE_WAYS)[number];

/** The session variable the data API's permission filters name the user by. */
export const SESSION_USER_ID = 'X-Hasura-User-Id';

type BoolExp = Record<string, unknown>;

/** One way as a Hasura boolean expression on `events`, for a user id or the session's user. */
function wayWhere(way: EventMineWay, user: number | typeof SESSION_USER_ID): BoolExp {
  const invited = { event_participants: { user_id: { _eq: user } } };
  switch (way) {
    case 'organiser':
      return { created_by: { _eq: user } };
    case 'invitee':
      return invited;
    case 'seriesInvitee':
      // `event` is the object relationship of `series_id` (the series the occurrence belongs to).
      return { event: invited };
    case 'about':
      return { recipient: { user_id: { _eq: user }, deleted_at: { _is_null: true } } };
  }
}

/** The events that are the user's, as the `where` of a GraphQL `events` query (or a permission filter). */
export function eventMineWhere(user: number | typeof SESSION_USER_ID): { _or: BoolExp[] } {
  return { _or: EVENT_MINE_WAYS.map((way) => wayWhere(way, user)) };
}

/**
 * A participant's calendar as staff see it (the RECIPIENT context): the events about the participant
 * and those their user is invited to (to the event or to its series) — the rule above for the
 * participant's user, with "about" by the participant's id (a participant may have no user yet).
 */
export function participantEventsWhere(recipientId: number): { _or: BoolExp[] } {
  const invited = {
    event_participants: {
      user: { recipients: { id: { _eq: recipientId }, deleted_at: { _is_null: true } } },
    },
  };
  return { _or: [{ recipient_id: { _eq: recipientId } }, invited, { event: invited }] };
}
