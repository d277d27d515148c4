// Runs on a pool thread (workers/worker-pool.ts): a document's PDF, or the refusal of a limit met
// (an image's pixels or bytes, the tables' cells, the pages). A draft comes as its sanitised HTML,
// read into blocks here, with its images from stored files already inlined by the caller.
import { PageLimitReached, pageLimitRefusal, type WorkRefused } from '../../workers';
import { documentLimitRefusal } from './document-limits';
import { ImageRefused, renderDocumentPdf, type DocumentPdfInput } from './document-pdf';
import { richTextBlocks, type Block } from './rich-text-blocks';

/** Blocks given, or a draft's HTML with its image blocks in order (`imageBlocks`, sources resolved). */
export type DocumentPdfTaskInput =
  | DocumentPdfInput
  | (Omit<DocumentPdfInput, 'blocks'> & { html: string; images: readonly Block[] });

function blocksOf(input: DocumentPdfTaskInput): readonly Block[] {
  if ('blocks' in input) return input.blocks;
  let next = 0;
  return richTextBlocks(input.html).map((block) => (block.kind === 'image' ? (input.images[next++] ?? block) : block));
}

export async function renderDocumentPdfTask(input: DocumentPdfTaskInput): Promise<Uint8Array | WorkRefused> {
  const blocks = blocksOf(input);
  const refusal = documentLimitRefusal(blocks);
  if (refusal) return refusal;
  try {
    return await renderDocumentPdf({ ...input, blocks });
  } catch (error) {
    if (error instanceof PageLimitReached) return pageLimitRefusal();
    if (error instanceof ImageRefused) return error.refusal;
    throw error;
  }
}
