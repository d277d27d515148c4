// The consents area's calls (administrationContract in packages/rules): the editor's reads and
// writes (admins) and a user's own consents. Each read is one TanStack query under 'consents'.
import { useQuery } from '@tanstack/react-query';
import { useShell } from '@portal/sdk';
import {
  administrationContract as routes,
  type ConsentGroup,
  type ConsentTemplateInputIn,
} from '@portal/rules';

const KEY = 'consents';

export function useConsentTemplates(group: ConsentGroup) {
  const { api } = useShell();
  return useQuery({
    queryKey: [KEY, 'templates', group],
    queryFn: async () => (await api.call(routes.consentTemplates, { query: { group } })).templates,
  });
}

export function useConsentVersions(templateId: number | null) {
  const { api } = useShell();
  return useQuery({
    queryKey: [KEY, 'versions', templateId],
    enabled: templateId !== null,
    queryFn: async () => (await api.call(routes.consentVersions, { params: { id: templateId! } })).versions,
  });
}

export function useConsentRecords(group: ConsentGroup) {
  const { api } = useShell();
  return useQuery({
    queryKey: [KEY, 'records', group],
    queryFn: async () => (await api.call(routes.consentRecords, { query: { group } })).records,
  });
}

export function useMyConsents() {
  const { api } = useShell();
  return useQuery({
    queryKey: [KEY, 'mine'],
    queryFn: async () => (await api.call(routes.myConsents, {})).consents,
  });
}

/** The writes, each followed by a refresh of every consents read. */
export function useConsentWrites() {
  const { api, queryClient } = useShell();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [KEY] });
  const then = async <T>(work: Promise<T>) => {
    const answer = await work;
    await refresh();
    return answer;
  };
  return {
    create: (body: ConsentTemplateInputIn) => then(api.call(routes.createConsent, { body })),
    publish: (id: number, body: ConsentTemplateInputIn) =>
      then(api.call(routes.publishConsent, { params: { id }, body })),
    remove: (id: number) => then(api.call(routes.removeConsent, { params: { id } })),
    withdraw: (id: number, reason: string) =>
      then(api.call(routes.withdrawConsent, { params: { id }, body: { reason } })),
    accept: (versionId: number) =>
      then(api.call(routes.answerConsent, { body: { versionId, accepted: true } })),
  };
}
