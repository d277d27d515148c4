// Issue 29 items 1-2: the CRM routes (the contract of packages/rules, crm/contract.ts). Staff of a
// tenant with crm_Organization on list, create, change and archive the tenant's organizations and
// search and import from the national business register through its adapter.
import type { FastifyPluginAsync } from 'fastify';
import {
  IMPORT_MAX_NUMBERS,
  crmContract as routes,
  isValidOrgNumber,
  normaliseOrgNumber,
  orgNumbersOfCsv,
} from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import { configuredRegister } from './business-register';
import { crmError } from './crm-errors';
import { importNumbers, importOne, searchRegister } from './register-import';
import {
  archiveOrganization,
  createOrganization,
  getOrganization,
  listOrganizations,
  updateOrganization,
} from './organization-store';

const staff: SignedInAccess = {
  who: 'staff',
  features: ['crm_Organization'],
  refuse: { feature: () => crmError(403, 'crm.featureOff') },
};

export const crmPlugin: FastifyPluginAsync<AreaContext> = async (app, { db, clock }) => {
  const router = areaRouter(app, db, 'crm');
  const register = configuredRegister();

  router.route(routes.organizations, staff, async ({ db, query }) => ({
    organizations: await listOrganizations(db, query),
  }));
  router.route(routes.organization, staff, async ({ db, params }) => getOrganization(db, params.id));
  router.route(routes.create, staff, async ({ caller, db, body }) => ({
    id: await db.transaction((tx) => createOrganization(tx, caller.customerId, caller.userId, body)),
  }));
  router.route(routes.update, staff, async ({ db, params, body }) => {
    await db.transaction((tx) => updateOrganization(tx, params.id, body));
    return { ok: true };
  });
  router.route(routes.archive, staff, async ({ db, params, body }) => {
    await archiveOrganization(db, params.id, body.archived, clock.now());
    return { ok: true };
  });

  router.route(routes.registerSearch, staff, async ({ db, query }) => ({
    units: await searchRegister(db, register, query.q),
  }));
  router.route(routes.importOne, staff, async ({ caller, db, body }) => {
    if (!isValidOrgNumber(body.orgNumber))
      throw crmError(400, 'crm.orgNumberInvalid', { number: body.orgNumber.slice(0, 20) });
    return importOne(db, register, caller, normaliseOrgNumber(body.orgNumber)!, clock.now());
  });
  router.route(routes.importCsv, staff, async ({ caller, db, body }) => {
    const { numbers, bad } = orgNumbersOfCsv(body.csv);
    if (numbers.length + bad.length === 0) throw crmError(400, 'crm.importEmpty');
    if (numbers.length + bad.length > IMPORT_MAX_NUMBERS)
      throw crmError(400, 'crm.importTooMany', { max: IMPORT_MAX_NUMBERS });
    return importNumbers(db, register, caller, numbers, bad, clock.now());
  });
};
