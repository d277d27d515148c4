// The template administration's calls (issue 14 part 5): the documents area's routes under
// /api/documents/templates, every one checked for the admin role on the server, called by their
// contract (packages/rules), whose types the answers have.
import {
  documentsContract as routes,
  type AdminTemplate,
  type DocumentLanguage,
  type FieldCatalog,
} from '@portal/rules';
import { useShell, type ApiClient } from '@portal/sdk';
import { DOCUMENTS_KEY } from '../documents-api';

export type { AdminTemplate, FieldCatalog };

export interface TemplateInput {
  title: string;
  language: DocumentLanguage;
  body: string;
}

export const TEMPLATES_KEY = [DOCUMENTS_KEY, 'admin-templates'] as const;

export const templateWrites = (api: ApiClient) => ({
  list: (archived: boolean) =>
    api.call(routes.listTemplates, { query: { archived: archived ? 'true' : 'false' } }),
  read: (id: number) => api.call(routes.readTemplate, { params: { id } }),
  create: (input: TemplateInput) => api.call(routes.createTemplate, { body: input }),
  /** `expectedUpdatedAt` is the version the form was loaded from: the server refuses a stale one. */
  save: (id: number, input: TemplateInput & { expectedUpdatedAt: string }) =>
    api.call(routes.saveTemplate, { params: { id }, body: input }),
  archive: (id: number) => api.call(routes.archiveTemplate, { params: { id } }),
  restore: (id: number) => api.call(routes.restoreTemplate, { params: { id } }),
  fields: (input: { patientId: number | null; queryId: number | null }) =>
    api.call(routes.fieldCatalog, { body: input }),
  preview: (input: TemplateInput & { patientId: number | null; queryId: number | null }) =>
    api.call(routes.previewTemplate, { query: { encoding: 'base64' }, body: input }),
});

export function useTemplateWrites() {
  const { api, queryClient } = useShell();
  const refresh = () =>
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(DOCUMENTS_KEY) });
  return { ...templateWrites(api), refresh };
}
