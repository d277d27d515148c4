// The send page's data (issue 13.5, issue 26 item 6): the participants and lookups to choose from,
// and the send itself (qnrResponse, then the dispatch route), both under the form's one key.
import { useAppTranslation, useGqlQuery, useGraphQL, useKeyPerContent, useUserContext } from '@portal/sdk';
import { useQnrApi } from './qnr-api';
import { qnrTexts } from './qnr-texts';

export interface Person {
  id: number;
  full_name: string;
}
interface TemplateOption {
  id: number;
  title: string;
  context: string | null;
  favourite: boolean;
}
export interface SendOptions {
  templates: { id: number; title: string; context: string | null }[];
  favorite_templates_order: { template_id: number }[];
  security_levels: { name: string; security_level: number }[];
  sms_templates: { id: number; title: string; content: string }[];
}
interface Made {
  qnrResponse: {
    queries: { id: string; participant_id: string }[];
    errors: { error: string; participant_id: string | null }[];
  };
}

const PEOPLE = `query SendPeople($where: recipients_bool_exp!) {
  recipients(where: $where, order_by: { full_name: asc }, limit: 30) { id full_name }
}`;
const OPTIONS = `query SendOptions($me: bigint!) {
  templates: qnr_effective_templates(where: { archived: { _eq: false }, hide: { _eq: false } }, order_by: { title: asc }, limit: 500) { id title context }
  favorite_templates_order(where: { user_id: { _eq: $me } }, order_by: { order: asc }) { template_id }
  security_levels(order_by: { security_level: asc }) { name security_level }
  sms_templates(where: { active: { _eq: true } }, order_by: { title: asc }) { id title content }
}`;
const QNR_RESPONSE = `mutation Send($participants: [qnr_participant_input!]!, $qnrs: [qnr_input!]!, $context: String, $key: String) {
  qnrResponse(participants: $participants, qnrs: $qnrs, shareQnr: true, additionalData: { context: $context }, idempotencyKey: $key) {
    queries { id participant_id template_id }
    errors { error participant_id template_id }
  }
}`;

const dayStart = (d: string) => (d ? new Date(`${d}T00:00:00`).toISOString() : null);
const dayEnd = (d: string) => (d ? new Date(`${d}T23:59:00`).toISOString() : null);

export interface Fields {
  people: Person[];
  templateIds: number[];
  validFrom: string;
  validTo: string;
  level: string;
  share: boolean;
  smsTemplate: string;
}

/** The participants to choose from (a search, or only mine) and the send page's lookups. */
export function useSendChoices(search: string, mine: boolean) {
  const { user } = useUserContext();
  const where: Record<string, unknown> = {
    ...(search.trim()
      ? { full_name: { _ilike: `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` } }
      : {}),
    ...(mine ? { recipient_staffs: { user_id: { _eq: user.id }, status: { _eq: 'accepted' } } } : {}),
  };
  const candidates = useGqlQuery<{ recipients: Person[] }, Person[]>({
    key: ['artifact', 'questionnaires', 'send-people'],
    query: PEOPLE,
    variables: { where },
    select: (d) => d.recipients.map((p) => ({ ...p, id: Number(p.id) })),
  });
  const options = useGqlQuery<SendOptions>({
    key: ['artifact', 'questionnaires', 'send-options'],
    query: OPTIONS,
    variables: { me: user.id },
  });
  const favourites = new Set(
    (options.data?.favorite_templates_order ?? []).map((f) => Number(f.template_id)),
  );
  const templates: TemplateOption[] = (options.data?.templates ?? [])
    .map((tpl) => ({ ...tpl, id: Number(tpl.id), favourite: favourites.has(Number(tpl.id)) }))
    .sort((a, b) => Number(b.favourite) - Number(a.favourite));
  return { candidates: candidates.data ?? [], options: options.data, templates };
}

/** Makes and sends the questionnaires under the form's key; the result's lines name each participant's problem. */
export function useSend(fields: Fields, names: Map<number, string>, context: string | null) {
  const { t } = useAppTranslation(qnrTexts);
  const graphql = useGraphQL();
  const api = useQnrApi();
  // One key per thing sent: kept while the same form is tried again (a double click, a retry after
  // a lost answer), new when the form changed or the last send succeeded.
  const idempotency = useKeyPerContent();
  return {
    next: idempotency.done,
    send: async () => {
      const key = idempotency.keyFor([fields, context]);
      const made = await graphql.request<Made>(QNR_RESPONSE, {
        participants: fields.people.map((p) => ({ id: p.id })),
        qnrs: fields.templateIds.map((id) => ({
          template_id: id,
          valid_from: dayStart(fields.validFrom),
          valid_to: dayEnd(fields.validTo),
        })),
        context,
        key,
      });
      const ids = made.qnrResponse.queries.map((q) => Number(q.id));
      const errors = made.qnrResponse.errors.map((e) =>
        t('errorLine', {
          name: names.get(Number(e.participant_id)) ?? String(e.participant_id ?? ''),
          error: e.error,
        }),
      );
      let sent = 0;
      if (ids.length > 0) {
        const dispatched = await api.dispatch(
          {
            query_ids: ids,
            security_level: fields.level === '' ? null : Number(fields.level),
            share_with_recipient: fields.share,
            sms_template_id: fields.smsTemplate === '' ? null : Number(fields.smsTemplate),
          },
          key,
        );
        sent = dispatched.sent.length;
        for (const e of dispatched.errors)
          errors.push(
            t('errorLine', {
              name: names.get(Number(e.participant_id)) ?? String(e.query_id),
              error: e.error,
            }),
          );
      }
      void api.refresh();
      return { sent, errors };
    },
  };
}
