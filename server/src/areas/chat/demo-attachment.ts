// The chat area's demo-data module (ARCHITECTURE.md §9): the bytes of the demo's chat file. The demo
// seed (server/src/demo/chat.ts) inserts its rows; the area writes the bytes to the store at start.

/** The demo's chat file: a one-page PDF. */
export const DEMO_ATTACHMENT = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
