// "Manage parcels": the routes of /api/plans/parcels by their contract, the templates and the
// participants through the data API.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { plansContract, type ParcelInput } from '@portal/rules';
import { useGqlQuery, useShell } from '@portal/sdk';

const KEY = ['artifact', 'parcels'] as const;

export function useParcels() {
  const { api } = useShell();
  return useQuery({ queryKey: KEY, queryFn: () => api.call(plansContract.parcels, {}) });
}

const TEMPLATES = `query ParcelTemplates {
  templates(where: { archived: { _eq: false } }, order_by: [{ title: asc }, { id: asc }], limit: 500) { id title }
}`;

export function useTemplateChoices() {
  return useGqlQuery<{ templates: { id: number; title: string }[] }, { id: number; title: string }[]>({
    key: ['artifact', 'parcel-templates'],
    query: TEMPLATES,
    select: (data) => data.templates.map((t) => ({ id: Number(t.id), title: t.title })),
  });
}

/** The documents and consents a parcel may hold: those in no parcel, and the parcel's own. */
export function useLinkChoices(parcelId: number | null) {
  const { api } = useShell();
  return useQuery({
    queryKey: ['artifact', 'parcel-choices'],
    queryFn: () => api.call(plansContract.parcelChoices, {}),
    select: (data) => {
      const free = (row: { parcelId: number | null }) => row.parcelId === null || row.parcelId === parcelId;
      return { documents: data.documents.filter(free), consents: data.consents.filter(free) };
    },
  });
}

export function useParcelWrites() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['artifact'] });
  const after = async <T>(result: Promise<T>) => {
    const value = await result;
    await refresh();
    return value;
  };
  return {
    create: (body: ParcelInput) => after(api.call(plansContract.createParcel, { body })),
    update: (id: number, body: ParcelInput) =>
      after(api.call(plansContract.updateParcel, { params: { id }, body })),
    copy: (id: number) => after(api.call(plansContract.copyParcel, { params: { id } })),
    archive: (id: number) => after(api.call(plansContract.archiveParcel, { params: { id } })),
    send: (id: number, participantIds: number[]) =>
      after(api.call(plansContract.sendParcel, { params: { id }, body: { participantIds } })),
  };
}
