// The template administration's calls (issue 14 part 5): the documents area's routes under
// /api/documents/templates, every one checked for the admin role on the server.
import { useShell, type ApiClient } from '@portal/sdk';
import { DOCUMENTS_KEY, type DocumentLanguage, type PdfFile } from '../documents-api';

export interface AdminTemplate {
  id: number;
  title: string;
  language: DocumentLanguage;
  body: string;
  updated_at: string;
  archived: boolean;
}

export interface TemplateInput {
  title: string;
  language: DocumentLanguage;
  body: string;
}

/** The merge fields by source; `answers` holds the chosen questionnaire's answer fields. */
export interface FieldCatalog {
  participant: string[];
  user: string[];
  tenant: string[];
  questionnaire: string[];
  answers: string[];
}

export const TEMPLATES_KEY = [DOCUMENTS_KEY, 'admin-templates'] as const;

export const templateWrites = (api: ApiClient) => ({
  list: (archived: boolean) =>
    api.request<{ templates: AdminTemplate[] }>('GET', `/api/documents/templates?archived=${archived}`),
  read: (id: number) =>
    api.request<AdminTemplate & { unknownFields: string[] }>('GET', `/api/documents/templates/${id}`),
  create: (input: TemplateInput) =>
    api.request<{ id: number; unknownFields: string[] }>('POST', '/api/documents/templates', input),
  /** `expectedUpdatedAt` is the version the form was loaded from: the server refuses a stale one. */
  save: (id: number, input: TemplateInput & { expectedUpdatedAt: string }) =>
    api.request<{ id: number; updated_at: string; unknownFields: string[] }>(
      'PUT',
      `/api/documents/templates/${id}`,
      input,
    ),
  archive: (id: number) => api.request('POST', `/api/documents/templates/${id}/archive`),
  restore: (id: number) => api.request('POST', `/api/documents/templates/${id}/restore`),
  fields: (input: { patientId: number | null; queryId: number | null }) =>
    api.request<{ fields: FieldCatalog }>('POST', '/api/documents/templates/field-catalog', input),
  preview: (input: TemplateInput & { patientId: number | null; queryId: number | null }) =>
    api.request<PdfFile>('POST', '/api/documents/templates/preview?encoding=base64', input),
});

export function useTemplateWrites() {
  const { api, queryClient } = useShell();
  const refresh = () =>
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(DOCUMENTS_KEY) });
  return { ...templateWrites(api), refresh };
}
