// The limits a PDF renderer checks while it works on a pool thread (issue 24): its pages, and each
// image's bytes and pixels read from the header before pdf-lib decodes it. A limit met is a value
// (`WorkRefused`) the worker returns, which `offThread` turns into the refusal.
import { HEAVY_WORK_LIMITS } from '@portal/rules';
import { imageSize } from './image-header';
import type { WorkRefused } from './work-refusal';

/** Thrown by a layout's new page past the limit; the worker's entry returns it as a refusal. */
export class PageLimitReached extends Error {
  constructor() {
    super(`[workers] more than ${HEAVY_WORK_LIMITS.renderMaxPages} pages`);
  }
}

export function pageLimitRefusal(): WorkRefused {
  return { refused: 'pdf_too_many_pages', params: { max: String(HEAVY_WORK_LIMITS.renderMaxPages) } };
}

/** Why an image may not go into a PDF, or null when it may (or is no PNG/JPEG, which pdf-lib refuses itself). */
export function imageRefusal(bytes: Uint8Array): WorkRefused | null {
  if (bytes.length > HEAVY_WORK_LIMITS.imageMaxBytes)
    return { refused: 'image_bytes_too_large', params: { max: String(HEAVY_WORK_LIMITS.imageMaxBytes / 1024 / 1024) } };
  const size = imageSize(bytes);
  if (size && size.width * size.height > HEAVY_WORK_LIMITS.imageMaxPixels)
    return {
      refused: 'image_too_large',
      params: { width: String(size.width), height: String(size.height), max: String(HEAVY_WORK_LIMITS.imageMaxPixels / 1_000_000) },
    };
  return null;
}
