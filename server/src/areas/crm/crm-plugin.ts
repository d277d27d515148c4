// Issue 29 items 1-2: the CRM routes (the contract of packages/rules, crm/contract.ts). Staff of a
// tenant with crm_Organization on list, create, change and archive the tenant's organizations and
// search and import from the national business register through its adapter.
import type { FastifyPluginAsync } from 'fastify';
import {
  IMPORT_MAX_NUMBERS,
  crmDetailsContract as details,
  relatedCustomersContract as customers,
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
import {
  addContact,
  addNote,
  addPlacement,
  organizationDetails,
  removeRow,
} from './organization-details-store';
import { createRelatedCustomer, listRelatedCustomers, updateRelatedCustomer } from './related-customer-store';

const staff: SignedInAccess = {
  who: 'staff',
  features: ['crm_Organization'],
  refuse: { feature: () => crmError(403, 'crm.featureOff') },
};

/** The admin panel's customers: admins, whatever the organization flags. */
const admins: SignedInAccess = { who: 'admin', refuse: { role: () => crmError(403, 'crm.adminOnly') } };

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

  registerDetails(router, staff, () => clock.now());
  registerCustomers(router, () => clock.now());

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

type Router = ReturnType<typeof areaRouter>;

/** Item 1: an organization's contact persons, notes and placed participants. */
function registerDetails(router: Router, access: SignedInAccess, now: () => Date) {
  router.route(details.details, access, async ({ db, params }) => organizationDetails(db, params.id));
  router.route(details.addContact, access, async ({ caller, db, params, body }) => ({
    id: await db.transaction((tx) => addContact(tx, caller.customerId, params.id, body)),
  }));
  router.route(details.removeContact, access, async ({ db, params }) => {
    await removeRow(db, 'organization_contacts', params.id, now());
    return { ok: true };
  });
  router.route(details.addNote, access, async ({ caller, db, params, body }) => ({
    id: await db.transaction((tx) => addNote(tx, caller.customerId, caller.userId, params.id, body.body)),
  }));
  router.route(details.addPlacement, access, async ({ caller, db, params, body }) => ({
    id: await db.transaction((tx) => addPlacement(tx, caller, params.id, body)),
  }));
  router.route(details.removePlacement, access, async ({ db, params }) => {
    await removeRow(db, 'organization_placements', params.id, now());
    return { ok: true };
  });
}

/** Item 3: the admin panel's related customers. */
function registerCustomers(router: Router, now: () => Date) {
  router.route(customers.list, admins, async ({ db }) => ({ customers: await listRelatedCustomers(db) }));
  router.route(customers.create, admins, async ({ caller, db, body }) => ({
    id: await db.transaction((tx) => createRelatedCustomer(tx, caller.customerId, body, now())),
  }));
  router.route(customers.update, admins, async ({ db, params, body }) => {
    await db.transaction((tx) => updateRelatedCustomer(tx, params.id, body, now()));
    return { ok: true };
  });
}
