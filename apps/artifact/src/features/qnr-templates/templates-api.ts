// Templates through the data API (§7): lists and lookups read with GraphQL, every write through
// the designer's custom mutations (server/src/areas/questionnaires/templates), whose refusals are message
// codes of @portal/rules shown here in the user's language.
import {
  templateDesignMessages,
  type Language,
  type TemplateDesign,
  type TemplateDesignProblem,
} from '@portal/rules';
import { GraphQLRequestError, useGqlQuery, useShell } from '@portal/sdk';

export interface TemplateRow {
  id: number;
  title: string;
  context: string | null;
  region: number | null;
  archived: boolean;
  hide: boolean;
  genesis: boolean;
}

export interface TemplateFilter {
  search: string;
  context: string;
  region: string;
  archived: boolean;
}

export const TEMPLATES_KEY = ['artifact', 'qnr-templates'] as const;

const LIST = `query QnrTemplates($where: templates_bool_exp!) {
  templates(where: $where, order_by: [{ title: asc }, { id: asc }]) {
    id title context region archived hide template_flag { genesis } effective { context }
  }
  favorite_templates_order(order_by: { order: asc }) { template_id }
}`;

const LOOKUPS = `query QnrTemplateLookups {
  context(order_by: { label: asc }) { name label }
  regions: templates(distinct_on: region, where: { region: { _is_null: false } }, order_by: { region: asc }) { region }
}`;

function whereOf(filter: TemplateFilter) {
  const and: Record<string, unknown>[] = [];
  if (filter.search.trim())
    and.push({ title: { _ilike: `%${filter.search.trim().replace(/[%_\\]/g, '\\$&')}%` } });
  // A genesis template is listed under the context the tenant's override gives it.
  if (filter.context) and.push({ effective: { context: { _eq: filter.context } } });
  if (filter.region) and.push({ region: { _eq: Number(filter.region) } });
  if (!filter.archived) and.push({ archived: { _eq: false } });
  return { _and: and };
}

interface ListData {
  templates: {
    id: string | number;
    title: string;
    context: string | null;
    region: number | null;
    archived: boolean;
    hide: boolean;
    template_flag: { genesis: boolean } | null;
    effective: { context: string | null } | null;
  }[];
  favorite_templates_order: { template_id: string | number }[];
}

export function useTemplateList(filter: TemplateFilter) {
  return useGqlQuery<ListData, { templates: TemplateRow[]; favourites: number[] }>({
    key: [...TEMPLATES_KEY, 'list'],
    query: LIST,
    variables: { where: whereOf(filter) },
    select: (data) => ({
      templates: data.templates.map((row) => ({
        id: Number(row.id),
        title: row.title,
        context: row.effective ? row.effective.context : row.context,
        region: row.region,
        archived: row.archived,
        hide: row.hide,
        genesis: row.template_flag?.genesis === true,
      })),
      favourites: data.favorite_templates_order.map((row) => Number(row.template_id)),
    }),
  });
}

export function useTemplateLookups() {
  return useGqlQuery<
    { context: { name: string; label: string | null }[]; regions: { region: number }[] },
    { contexts: { name: string; label: string }[]; regions: number[] }
  >({
    key: [...TEMPLATES_KEY, 'lookups'],
    query: LOOKUPS,
    select: (data) => ({
      contexts: data.context
        .filter((c) => c.name !== 'ADVOCA')
        .map((c) => ({ name: c.name, label: c.label ?? c.name })),
      regions: data.regions.map((r) => r.region),
    }),
  });
}

// Offers, offer types and plan categories are bare numbers (§3 gives them no table of names): the
// choices are the numbers the tenant's templates already use, each with the templates that use it.
const NUMBERS = `query QnrTemplateNumbers {
  templates(order_by: [{ title: asc }, { id: asc }], limit: 2000) { title offer offer_type plan_category }
}`;

/** A template setting whose value is one number out of those the tenant uses. */
export type LookupField = 'offer' | 'offer_type' | 'plan_category';
const LOOKUP_FIELDS: readonly LookupField[] = ['offer', 'offer_type', 'plan_category'];

/** A number in use, with the titles of the templates that use it (so that it can be recognised). */
export interface LookupChoice {
  value: number;
  titles: string[];
}

type NumberedRow = { title: string } & Record<LookupField, number | null>;

function choicesOf(rows: readonly NumberedRow[], field: LookupField): LookupChoice[] {
  const byValue = new Map<number, string[]>();
  for (const row of rows) {
    const value = row[field];
    if (value === null || value === undefined) continue;
    byValue.set(value, [...(byValue.get(value) ?? []), row.title]);
  }
  return [...byValue.entries()].sort(([a], [b]) => a - b).map(([value, titles]) => ({ value, titles }));
}

/** The offers, offer types and plan categories the tenant's templates use. */
export function useNumberLookups() {
  return useGqlQuery<{ templates?: NumberedRow[] }, Record<LookupField, LookupChoice[]>>({
    key: [...TEMPLATES_KEY, 'numbers'],
    query: NUMBERS,
    select: (data) =>
      Object.fromEntries(
        LOOKUP_FIELDS.map((field) => [field, choicesOf(data.templates ?? [], field)]),
      ) as Record<LookupField, LookupChoice[]>,
  });
}

export interface OpenedTemplate {
  id: number;
  updated_at: string;
  genesis: boolean;
  design: TemplateDesign;
}

const OPEN = `mutation QnrTemplateOpen($id: bigint!) {
  qnrTemplateOpen(template_id: $id) { id updated_at genesis design }
}`;
const SAVE = `mutation QnrTemplateSave($id: bigint, $at: timestamptz, $design: jsonb!) {
  qnrTemplateSave(template_id: $id, expected_updated_at: $at, design: $design) { id updated_at }
}`;
const COPY = `mutation QnrTemplateCopy($id: bigint!, $title: String!) {
  qnrTemplateCopy(template_id: $id, title: $title) { id }
}`;
const STATE = `mutation QnrTemplateSetState($id: bigint!, $archived: Boolean, $hide: Boolean) {
  qnrTemplateSetState(template_id: $id, archived: $archived, hide: $hide) { id }
}`;
const FAVOURITES = `mutation QnrTemplateFavorites($ids: [bigint!]!) { qnrTemplateFavorites(template_ids: $ids) }`;

/** The designer's and the list's writes, and a refresh of every cached template read after one. */
export function useTemplateWrites() {
  const { graphql, queryClient } = useShell();
  const refresh = () =>
    queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('qnr-templates') });
  return {
    refresh,
    open: async (id: number): Promise<OpenedTemplate> => {
      const data = await graphql.request<{ qnrTemplateOpen: OpenedTemplate & { id: string | number } }>(
        OPEN,
        { id },
      );
      return { ...data.qnrTemplateOpen, id: Number(data.qnrTemplateOpen.id) };
    },
    save: async (id: number | null, at: string | null, design: TemplateDesign) => {
      const data = await graphql.request<{ qnrTemplateSave: { id: string | number; updated_at: string } }>(
        SAVE,
        {
          id,
          at,
          design,
        },
      );
      return { id: Number(data.qnrTemplateSave.id), updated_at: data.qnrTemplateSave.updated_at };
    },
    copy: (id: number, title: string) => graphql.request(COPY, { id, title }),
    setState: (id: number, state: { archived?: boolean; hide?: boolean }) =>
      graphql.request(STATE, { id, archived: state.archived ?? null, hide: state.hide ?? null }),
    setFavourites: (ids: number[]) => graphql.request(FAVOURITES, { ids }),
  };
}

/** The refusal's message code when the server gave one of ours. */
export function problemOf(error: unknown): TemplateDesignProblem | null {
  if (!(error instanceof GraphQLRequestError)) return null;
  const message = error.errors[0]?.message ?? '';
  return message in templateDesignMessages ? (message as TemplateDesignProblem) : null;
}

/** A refusal as text in the user's language (a general one when the server gave no code of ours). */
export function problemText(error: unknown, language: Language, fallback: string): string {
  const code = problemOf(error);
  return code ? templateDesignMessages[code][language] : fallback;
}
