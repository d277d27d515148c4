// The documents area (issue 14 parts 4, 5, 6 and 8: drafts, the document editor, generate and
// e-signing; ARCHITECTURE.md §9 files and documents): its door.
import type { FeatureArea } from '../../area-kit/feature-area';
import { documentsPlugin } from './documents-plugin';

export const documentsArea: FeatureArea = {
  name: 'documents',
  plugin: documentsPlugin,
};

// The Unicode font every PDF of the server embeds (issue 26 item 9), for areas that make PDFs too.
