import { fileURLToPath } from 'node:url';
import { ROLES } from '@portal/rules';
import type {
  BoolExpJson,
  MetadataJson,
  PermissionSetJson,
  RolePermissionsJson,
  TableJson,
} from './metadata-types';

// docs/permissions.md's tables are generated from the metadata (`npm run docs:permissions`), so the
// document cannot drift from the rules the engine applies; permissions-doc.test.ts fails when stale.

export const GENERATED_START =
  '<!-- generated from server/metadata by `npm run docs:permissions`: do not edit by hand -->';
export const GENERATED_END = '<!-- end of generated part -->';

export const PERMISSIONS_DOC = fileURLToPath(new URL('../../../../docs/permissions.md', import.meta.url));

const PARTICIPANT_MARKER = '$participant';

const mentionsParticipant = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(mentionsParticipant)
    : !!value &&
      typeof value === 'object' &&
      Object.entries(value).some(([k, v]) => k === PARTICIPANT_MARKER || mentionsParticipant(v));

const hasRule = (exp: BoolExpJson | undefined) => !!exp && Object.keys(exp).length > 0;

/** The table's permissions as resolve-permissions merges them: the profile, then the table's own roles. */
function mergedPermissions(table: TableJson, profiles: MetadataJson['profiles']): PermissionSetJson {
  const merged: PermissionSetJson = { ...(table.profile ? (profiles[table.profile] ?? {}) : {}) };
  for (const [role, perms] of Object.entries(table.permissions ?? {}) as [
    keyof PermissionSetJson,
    RolePermissionsJson,
  ][])
    merged[role] = { ...(merged[role] ?? {}), ...perms };
  return merged;
}

/**
 * One cell: S select (a: aggregations), I insert, U update, D delete; `*` a row filter or check
 * beyond the conventions, `c` a column list. An operation whose rule names the participant marker
 * on a table without a participant filter is dropped, as the resolver drops it.
 */
function cell(perms: RolePermissionsJson | undefined, table: TableJson): string {
  if (!perms) return '–';
  const usable = (rule: unknown) => table.participant_filter !== undefined || !mentionsParticipant(rule);
  const parts: string[] = [];
  const { select, insert, update } = perms;
  const remove = perms.delete;
  if (select && usable(select))
    parts.push(
      `S${select.allow_aggregations ? 'a' : ''}${hasRule(select.filter) ? '*' : ''}${select.columns === '*' ? '' : 'c'}`,
    );
  if (insert && usable(insert))
    parts.push(`I${hasRule(insert.check) ? '*' : ''}${insert.columns === '*' ? '' : 'c'}`);
  if (update && usable(update))
    parts.push(
      `U${hasRule(update.filter) || hasRule(update.check) ? '*' : ''}${update.columns === '*' ? '' : 'c'}`,
    );
  if (remove && usable(remove)) parts.push(`D${hasRule(remove.filter) ? '*' : ''}`);
  return parts.length ? parts.join(' ') : '–';
}

const nameOf = (t: { table: string; schema?: string | undefined }) =>
  t.schema && t.schema !== 'public' ? `${t.schema}.${t.table}` : t.table;
const byName = <T extends { table: string; schema?: string | undefined }>(a: T, b: T) =>
  nameOf(a).localeCompare(nameOf(b));
const userRoles = ROLES;

/** The generated part of docs/permissions.md: the role matrix, participant filters, untracked tables. */
export function renderPermissionsDoc(metadata: MetadataJson): string {
  const tables = [...metadata.tables].sort(byName);
  const lines: string[] = [GENERATED_START, '', '### Role matrix', ''];
  lines.push(
    `| table | profile | ${userRoles.join(' | ')} |`,
    `|---|---|${userRoles.map(() => '---|').join('')}`,
  );
  for (const table of tables) {
    const perms = mergedPermissions(table, metadata.profiles);
    const cells = userRoles.map((role) => cell(perms[role], table));
    lines.push(`| \`${nameOf(table)}\` | ${table.profile ?? '(own)'} | ${cells.join(' | ')} |`);
  }
  const anonymous = tables.filter((t) => mergedPermissions(t, metadata.profiles).anonymous);
  lines.push(
    '',
    anonymous.length
      ? `The anonymous role: ${anonymous.map((t) => `\`${nameOf(t)}\``).join(', ')}.`
      : 'The anonymous role has no table.',
  );
  lines.push('', '### Participant filters', '');
  lines.push('| table | participant filter |', '|---|---|');
  for (const table of tables.filter((t) => t.participant_filter))
    lines.push(`| \`${nameOf(table)}\` | \`${JSON.stringify(table.participant_filter)}\` |`);
  lines.push('', '### Tables not in the API (`server/metadata/untracked/`)', '');
  lines.push('| table | why |', '|---|---|');
  for (const table of [...(metadata.untracked_tables ?? [])].sort(byName))
    lines.push(`| \`${nameOf(table)}\` | ${table.reason.replaceAll('|', '\\|')} |`);
  lines.push('', GENERATED_END);
  return lines.join('\n');
}

/** The document with its generated part replaced; the hand-written text around it is kept. */
export function withGeneratedPart(document: string, generated: string): string {
  const start = document.indexOf(GENERATED_START);
  const end = document.indexOf(GENERATED_END);
  if (start < 0 || end < start)
    throw new Error(
      `docs/permissions.md: the markers of the generated part are missing (${GENERATED_START})`,
    );
  return document.slice(0, start) + generated + document.slice(end + GENERATED_END.length);
}
