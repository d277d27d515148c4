// Organizations and the business register through the server's /api/crm routes, with the shell's
// clients; the wire types are the contract's (packages/rules, crm/contract.ts).
import { useQuery } from '@tanstack/react-query';
import { useShell } from '@portal/sdk';
import { crmContract, crmDetailsContract, type OrganizationKind, type RouteBodyIn } from '@portal/rules';

export type { ImportReport, Organization, RegisterUnit } from '@portal/rules';
export type OrganizationBody = RouteBodyIn<typeof crmContract.create>;

export const ORG_KEY = ['crm-organizations'] as const;

export function useOrganizations(filter: { q: string; kind: OrganizationKind | ''; archived: boolean }) {
  const { api } = useShell();
  const query = {
    q: filter.q.trim() || undefined,
    kind: filter.kind || undefined,
    archived: filter.archived ? 'true' : undefined,
  } as const;
  return useQuery({
    queryKey: [...ORG_KEY, 'list', query],
    queryFn: () => api.call(crmContract.organizations, { query }),
    select: (data) => data.organizations,
  });
}

export function useOrganization(id: number | null) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...ORG_KEY, 'one', id],
    enabled: id !== null,
    queryFn: () => api.call(crmContract.organization, { params: { id: id! } }),
  });
}

export function useOrganizationWrites() {
  const { api, queryClient } = useShell();
  return {
    refresh: () => queryClient.invalidateQueries({ queryKey: ORG_KEY }),
    create: (body: OrganizationBody) => api.call(crmContract.create, { body }),
    update: (id: number, body: OrganizationBody) => api.call(crmContract.update, { params: { id }, body }),
    archive: (id: number, archived: boolean) =>
      api.call(crmContract.archive, { params: { id }, body: { archived } }),
    search: (q: string) => api.call(crmContract.registerSearch, { query: { q } }),
    importOne: (orgNumber: string) => api.call(crmContract.importOne, { body: { orgNumber } }),
    importCsv: (csv: string) => api.call(crmContract.importCsv, { body: { csv } }),
  };
}

export type { OrganizationContact, OrganizationNote, OrganizationPlacement } from '@portal/rules';

export function useOrganizationDetails(id: number) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...ORG_KEY, 'details', id],
    queryFn: () => api.call(crmDetailsContract.details, { params: { id } }),
  });
}

export type ContactBody = RouteBodyIn<typeof crmDetailsContract.addContact>;
export type PlacementBody = RouteBodyIn<typeof crmDetailsContract.addPlacement>;

export function useDetailWrites(id: number) {
  const { api, queryClient } = useShell();
  const params = { id };
  return {
    refresh: () => queryClient.invalidateQueries({ queryKey: [...ORG_KEY, 'details', id] }),
    addContact: (body: ContactBody) => api.call(crmDetailsContract.addContact, { params, body }),
    removeContact: (contactId: number) =>
      api.call(crmDetailsContract.removeContact, { params: { id: contactId } }),
    addNote: (body: string) => api.call(crmDetailsContract.addNote, { params, body: { body } }),
    addPlacement: (body: PlacementBody) => api.call(crmDetailsContract.addPlacement, { params, body }),
    removePlacement: (placementId: number) =>
      api.call(crmDetailsContract.removePlacement, { params: { id: placementId } }),
  };
}
