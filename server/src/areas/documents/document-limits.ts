// Issue 24 case 3: what a document's blocks may hold before any rendering, judged cheaply: each
// image's bytes, and its pixels from its PNG/JPEG header only; the cells of all its tables.
import { HEAVY_WORK_LIMITS } from '@portal/rules';
import { imageRefusal, type WorkRefused } from '../../workers';
import type { Block } from './rich-text-blocks';

/** Base64 characters enough for any PNG or JPEG header (a JPEG's EXIF segment is at most 64 KB). */
const HEADER_CHARS = 90_000;

function inlineImageRefusal(src: string): WorkRefused | null {
  const match = /^data:image\/(png|jpeg);base64,/.exec(src);
  if (!match) return null;
  const base64Length = src.length - match[0].length;
  if ((base64Length * 3) / 4 > HEAVY_WORK_LIMITS.imageMaxBytes)
    return { refused: 'image_bytes_too_large', params: { max: String(HEAVY_WORK_LIMITS.imageMaxBytes / 1024 / 1024) } };
  const head = Buffer.from(src.slice(match[0].length, match[0].length + HEADER_CHARS), 'base64');
  const refusal = imageRefusal(head);
  // Only the pixels can be judged from the header; the bytes were judged above.
  return refusal?.refused === 'image_too_large' ? refusal : null;
}

/** The refusal the blocks meet before any rendering, or null. */
export function documentLimitRefusal(blocks: readonly Block[]): WorkRefused | null {
  let cells = 0;
  for (const block of blocks) {
    if (block.kind === 'table') for (const row of block.rows) cells += row.cells.length;
    if (block.kind === 'image') {
      const refusal = inlineImageRefusal(block.src);
      if (refusal) return refusal;
    }
  }
  if (cells > HEAVY_WORK_LIMITS.tableMaxCells)
    return { refused: 'table_too_large', params: { cells: String(cells), max: String(HEAVY_WORK_LIMITS.tableMaxCells) } };
  return null;
}
