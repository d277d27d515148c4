// Issue 29 item 2: searching the register and importing from it. A search by nine digits looks the
// number up (refusing a wrong check digit); by words it searches names. One import is one
// statement; a CSV's numbers are imported one by one, and the report says for each whether it was
// imported, updated or refused and why.
import { isValidOrgNumber, normaliseOrgNumber, type ImportReport, type RegisterUnit } from '@portal/rules';
import type { Caller } from '../../area-kit/caller';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { BusinessRegister, RegisterHit } from './business-register';
import { crmError } from './crm-errors';
import { importHit, organizationIdsByNumber } from './organization-store';

export async function searchRegister(
  db: Queryable,
  register: BusinessRegister,
  q: string,
): Promise<RegisterUnit[]> {
  const digits = normaliseOrgNumber(q);
  let hits: RegisterHit[];
  if (digits !== null) {
    if (!isValidOrgNumber(digits)) throw crmError(400, 'crm.orgNumberInvalid', { number: digits });
    const hit = await register.lookup(digits);
    hits = hit ? [hit] : [];
  } else hits = await register.search(q, 20);
  const known = await organizationIdsByNumber(
    db,
    hits.map((hit) => hit.orgNumber),
  );
  return hits.map((hit) => ({ ...hit, organizationId: known.get(hit.orgNumber) ?? null }));
}

type Who = Pick<Caller, 'customerId' | 'userId'>;

export async function importOne(
  db: Queryable,
  register: BusinessRegister,
  caller: Who,
  orgNumber: string,
  now: Date,
) {
  const hit = await register.lookup(orgNumber);
  if (!hit) throw crmError(404, 'crm.registerNotFound', { number: orgNumber });
  return importHit(db, caller.customerId, caller.userId, hit, now);
}

export async function importNumbers(
  db: Queryable,
  register: BusinessRegister,
  caller: Who,
  numbers: readonly string[],
  bad: readonly string[],
  now: Date,
): Promise<ImportReport> {
  const lines: ImportReport['lines'] = bad.map((text) => ({
    orgNumber: text,
    outcome: 'refused',
    name: null,
    reason: 'crm.orgNumberInvalid',
  }));
  for (const number of numbers) {
    if (!isValidOrgNumber(number)) {
      lines.push({ orgNumber: number, outcome: 'refused', name: null, reason: 'crm.orgNumberInvalid' });
      continue;
    }
    try {
      const hit = await register.lookup(number);
      if (!hit) {
        lines.push({ orgNumber: number, outcome: 'refused', name: null, reason: 'crm.registerNotFound' });
        continue;
      }
      const { outcome } = await importHit(db, caller.customerId, caller.userId, hit, now);
      lines.push({ orgNumber: number, outcome, name: hit.name, reason: null });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      lines.push({ orgNumber: number, outcome: 'refused', name: null, reason: error.code });
    }
  }
  const count = (outcome: string) => lines.filter((line) => line.outcome === outcome).length;
  return { lines, imported: count('imported'), updated: count('updated'), refused: count('refused') };
}
