// The storage app's entry: the modules the shell can mount (docs/apps.md).
import type { AppModules } from '@portal/sdk';
import {
  DraftsPage,
  DraftsWidget,
  GeneratePage,
  RichEditPage,
  withDocumentSigning,
  withTemplateAdmin,
} from './features/documents';
import { FilesPage } from './features/files';
import { PostJournalPage } from './features/post-journal';

export const modules = {
  // The documents page also holds the signing screen (…/sign/<id>) of the documents area.
  'page:storage': withDocumentSigning(FilesPage),
  'page:post-journal': PostJournalPage,
  'page:post-journal-widget': PostJournalPage,
  'page:drafts': DraftsPage,
  'page:rich-edit': RichEditPage,
  'page:document-editor': RichEditPage,
  // The generate page also holds its templates' administration (…/templates).
  'page:generate': withTemplateAdmin(GeneratePage),
  // The DRAFTS overview widget: the latest drafts to resume and a new one (replaces the data grid's).
  'widget:DRAFTS': DraftsWidget,
} satisfies AppModules;
