// Issue 29 items 1 and 3 over HTTP, on PGlite and PostgreSQL: an organization's contact persons,
// notes and placed participants (added, listed, removed; an unknown participant or another tenant's
// organization refused and nothing saved), and the admin panel's related customers (admins only,
// names unique, bad numbers refused, another tenant never sees them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OrganizationContact,
  OrganizationNote,
  OrganizationPlacement,
  RelatedCustomer,
} from '@portal/rules';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

interface Details {
  contacts: OrganizationContact[];
  notes: OrganizationNote[];
  placements: OrganizationPlacement[];
  participants: { id: number; name: string }[];
}

describe('organization records and related customers over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let admin: string;
  let careAdmin: string;
  let careStaff: string;
  const send = (method: string, path: string, token: string, body?: unknown) =>
    sendJson(server, method, path, token, body);
  const sendCare = (method: string, path: string, token: string, body?: unknown) =>
    sendJson(server, method, path, token, body, 'care.localhost');

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    admin = await signInAs(server, 'demo', 'admin');
    careAdmin = await signInAs(server, 'care', 'admin');
    careStaff = await signInAs(server, 'care', 'staff');
  });
  afterAll(async () => {
    await server?.close();
  });

  const newOrganization = async () =>
    (
      await send('POST', '/api/crm/organizations', staff, {
        name: `Verksted ${Date.now()}`,
        kind: 'employer',
      })
    ).json<{
      id: number;
    }>().id;

  it('adds contact persons, notes and placements to an organization, and removes them', async () => {
    const id = await newOrganization();
    const before = (await send('GET', `/api/crm/organizations/${id}/details`, staff)).json<Details>();
    expect(before).toMatchObject({ contacts: [], notes: [], placements: [] });
    const participant = before.participants[0]!;
    const contact = await send('POST', `/api/crm/organizations/${id}/contacts`, staff, {
      name: 'Kari Nordmann',
      title: 'Daglig leder',
      email: 'kari@example.no',
    });
    expect(contact.status).toBe(201);
    expect(
      (await send('POST', `/api/crm/organizations/${id}/notes`, staff, { body: 'Første møte.' })).status,
    ).toBe(201);
    const placement = await send('POST', `/api/crm/organizations/${id}/placements`, staff, {
      recipientId: participant.id,
      kind: 'work_trial',
      startsOn: '2026-11-02',
      endsOn: '2026-12-24',
      hoursPerWeek: 16,
    });
    expect(placement.status).toBe(201);
    const after = (await send('GET', `/api/crm/organizations/${id}/details`, staff)).json<Details>();
    expect(after.contacts).toMatchObject([{ name: 'Kari Nordmann', title: 'Daglig leder', phone: null }]);
    expect(after.notes).toMatchObject([{ body: 'Første møte.', authorName: expect.any(String) }]);
    expect(after.placements).toMatchObject([
      { recipientName: participant.name, kind: 'work_trial', startsOn: '2026-11-02', hoursPerWeek: 16 },
    ]);
    const removed = await send(
      'DELETE',
      `/api/crm/organization-contacts/${contact.json<{ id: number }>().id}`,
      staff,
    );
    expect(removed.status).toBe(200);
    await send('DELETE', `/api/crm/organization-placements/${placement.json<{ id: number }>().id}`, staff);
    const emptied = (await send('GET', `/api/crm/organizations/${id}/details`, staff)).json<Details>();
    expect(emptied).toMatchObject({ contacts: [], placements: [] });
  });

  it('refuses an unknown participant, a placement ending before it starts and another tenant’s organization', async () => {
    const id = await newOrganization();
    const unknown = await send('POST', `/api/crm/organizations/${id}/placements`, staff, {
      recipientId: 99_999_999,
      kind: 'job',
      startsOn: '2026-11-02',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'crm.participantUnknown' });
    const backwards = await send('POST', `/api/crm/organizations/${id}/placements`, staff, {
      recipientId: 1,
      kind: 'job',
      startsOn: '2026-11-02',
      endsOn: '2026-11-01',
    });
    expect(backwards.status).toBe(400);
    const other = await sendCare('POST', `/api/crm/organizations/${id}/notes`, careStaff, { body: 'x' });
    expect([403, 404]).toContain(other.status);
    const { rows } = await server.db.query(
      'SELECT 1 FROM organization_notes WHERE organization_id = $1 UNION ALL SELECT 1 FROM organization_placements WHERE organization_id = $1',
      [id],
    );
    expect(rows).toEqual([]);
  });

  it('keeps related customers for admins only, each tenant its own', async () => {
    const refused = await send('GET', '/api/crm/customers', staff);
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'crm.adminOnly' });
    const created = await send('POST', '/api/crm/customers', admin, {
      name: 'Testkommune',
      orgNumber: '974 760 673',
      contactName: 'Per Hansen',
    });
    expect(created.status).toBe(201);
    const id = created.json<{ id: number }>().id;
    const taken = await send('POST', '/api/crm/customers', admin, { name: 'TESTKOMMUNE' });
    expect(taken.status).toBe(409);
    const bad = await send('POST', '/api/crm/customers', admin, { name: 'Feil', orgNumber: '974760674' });
    expect(bad.status).toBe(400);
    const archived = await send('PUT', `/api/crm/customers/${id}`, admin, {
      name: 'Testkommune',
      archived: true,
    });
    expect(archived.status).toBe(200);
    const list = (await send('GET', '/api/crm/customers', admin)).json<{ customers: RelatedCustomer[] }>();
    expect(list.customers.find((c) => c.id === id)).toMatchObject({ archived: true, orgNumber: null });
    const care = (await sendCare('GET', '/api/crm/customers', careAdmin)).json<{
      customers: RelatedCustomer[];
    }>();
    expect(care.customers.some((c) => c.id === id)).toBe(false);
    expect((await sendCare('PUT', `/api/crm/customers/${id}`, careAdmin, { name: 'Stjålet' })).status).toBe(
      404,
    );
  });
});
