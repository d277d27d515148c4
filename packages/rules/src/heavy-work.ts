// Issue 24 (resource exhaustion): the limits of CPU-heavy work and the refusals when one is met.
// Not in the spec: chosen so that the largest legitimate input (a 25 MB scanned PDF, a phone photo,
// a report with a long table) fits and anything that would hold a thread for long does not
// (docs/security.md, "Resource limits: CPU-heavy work").
import type { LocalizedText } from './domain/languages';

export const HEAVY_WORK_LIMITS = {
  /** A PDF upload larger than this is stored and listed, but its text is not indexed for search. */
  pdfIndexMaxBytes: 10 * 1024 * 1024,
  /** Pages read for search from one PDF; a longer one is indexed from its first pages only. */
  pdfIndexMaxPages: 300,
  /** Characters kept for search from one PDF (the search column's share). */
  pdfIndexMaxChars: 200_000,
  /**
   * The same on the embedded database: PGlite computes the search column (two to_tsvector passes)
   * on the server's own thread, about 1 ms per 1,000 characters, so its share is smaller there.
   */
  pdfIndexMaxCharsEmbedded: 40_000,
  /** Time for one PDF's text; past it the file stays unindexed. */
  pdfIndexTimeoutMs: 5_000,
  /** Time to render one PDF (document, questionnaire); past it the request is refused. */
  renderTimeoutMs: 20_000,
  /** Pages of one rendered PDF. */
  renderMaxPages: 300,
  /** Pixels of one image put into a PDF, read from its header before it is decoded (4000 x 4000). */
  imageMaxPixels: 16_000_000,
  /** Bytes of one image put into a PDF. */
  imageMaxBytes: 10 * 1024 * 1024,
  /** Cells of all tables in one document. */
  tableMaxCells: 5_000,
  /** Time to seal one signature into a PDF. */
  signTimeoutMs: 20_000,
} as const;

/** Length limits of a questionnaire answer (the answer contract, qnr-answering.ts). */
export const ANSWER_TEXT_MAX_CHARS = 20_000; // chosen: about eight printed pages of free text
/** A drawn signature travels as a PNG data URL; its own, larger limit. */
export const ANSWER_SIGNATURE_MAX_CHARS = 300_000; // chosen: the earlier limit of every answer
/** One choice's value in a multiple-choice answer. */
export const ANSWER_CHOICE_MAX_CHARS = 2_000; // chosen
/** The free-text fields of qnrResponse (§3 "Questionnaire action input"): a title, a schedule's rule, a context. */
export const QNR_TITLE_MAX_CHARS = 200; // chosen: as a document template's title
export const QNR_FIELD_MAX_CHARS = 2_000; // chosen: an RRULE set, a context name, a version id

export const heavyWorkTexts = {
  image_too_large: {
    en: 'An image is too large ({{width}} x {{height}} pixels); at most {{max}} megapixels fit in a PDF.',
    no: 'Et bilde er for stort ({{width}} x {{height}} piksler); høyst {{max}} megapiksler får plass i en PDF.',
  },
  image_bytes_too_large: {
    en: 'An image is larger than {{max}} MB; a PDF takes smaller ones.',
    no: 'Et bilde er større enn {{max}} MB; en PDF tar bare mindre bilder.',
  },
  table_too_large: {
    en: 'The tables have {{cells}} cells; at most {{max}} fit in a PDF.',
    no: 'Tabellene har {{cells}} celler; høyst {{max}} får plass i en PDF.',
  },
  pdf_too_many_pages: {
    en: 'The PDF would have more than {{max}} pages. Make the content shorter.',
    no: 'PDF-en ville fått mer enn {{max}} sider. Gjør innholdet kortere.',
  },
  work_timed_out: {
    en: 'This took too long to make and was stopped. Make the content smaller and try again.',
    no: 'Dette tok for lang tid å lage og ble stoppet. Gjør innholdet mindre og prøv igjen.',
  },
  server_busy: {
    en: 'The server is busy. Please try again in a moment.',
    no: 'Serveren er opptatt. Prøv igjen om litt.',
  },
} as const satisfies Record<string, LocalizedText>;

export type HeavyWorkRefusalCode = keyof typeof heavyWorkTexts;
