// Issue 33 item 7: a PDF's pages as images, drawn by pdf.js (the build unpdf ships) on this worker
// thread with an OffscreenCanvas, so a preview on a phone is pages fitted to the screen's width
// instead of the browser's viewer (blank on a phone, or a page too small to read). Each page is
// posted as a PNG as soon as it is drawn; the page count and pixel size are capped.
import { getDocumentProxy } from 'unpdf';

export interface PdfPagesRequest {
  bytes: ArrayBuffer;
  /** The width to draw at, in device pixels. */
  width: number;
  maxPages: number;
}

export type PdfPagesMessage =
  | { kind: 'pages'; pages: number }
  | { kind: 'page'; page: number; png: Blob; width: number; height: number }
  | { kind: 'done' }
  | { kind: 'failed' };

/** pdf.js's canvases (its own scratch ones too) as OffscreenCanvas: there is no document here. */
class OffscreenCanvasFactory {
  create(width: number, height: number) {
    const canvas = new OffscreenCanvas(Math.max(1, width), Math.max(1, height));
    return { canvas, context: canvas.getContext('2d') };
  }
  reset(target: { canvas: OffscreenCanvas }, width: number, height: number) {
    target.canvas.width = Math.max(1, width);
    target.canvas.height = Math.max(1, height);
  }
  destroy(target: { canvas: OffscreenCanvas | null; context: unknown }) {
    if (target.canvas) {
      target.canvas.width = 0;
      target.canvas.height = 0;
    }
    target.canvas = null;
    target.context = null;
  }
}

/** At most 4000 px wide and 3 screens' worth of pixels per page: a hostile page size draws small. */
const MAX_WIDTH = 4000;
const MAX_PIXELS = 4000 * 6000;

async function render({ bytes, width, maxPages }: PdfPagesRequest, post: (message: PdfPagesMessage) => void) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), {
    CanvasFactory: OffscreenCanvasFactory,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: true,
  } as Parameters<typeof getDocumentProxy>[1]);
  try {
    const pages = Math.min(pdf.numPages, maxPages);
    post({ kind: 'pages', pages: pdf.numPages });
    for (let n = 1; n <= pages; n += 1) {
      const page = await pdf.getPage(n);
      const natural = page.getViewport({ scale: 1 });
      let scale = Math.min(width, MAX_WIDTH) / natural.width;
      if (natural.width * natural.height * scale * scale > MAX_PIXELS)
        scale = Math.sqrt(MAX_PIXELS / (natural.width * natural.height));
      const viewport = page.getViewport({ scale });
      const canvas = new OffscreenCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({
        canvas: canvas as unknown as HTMLCanvasElement,
        canvasContext: context as unknown as CanvasRenderingContext2D,
        viewport,
      }).promise;
      const png = await canvas.convertToBlob({ type: 'image/png' });
      post({ kind: 'page', page: n, png, width: canvas.width, height: canvas.height });
      page.cleanup();
    }
    post({ kind: 'done' });
  } finally {
    await pdf.destroy();
  }
}

/** This worker's scope (the apps compile against the DOM's types, which have no worker scope). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PdfPagesRequest>) => void) | null;
  postMessage(message: PdfPagesMessage): void;
};

scope.onmessage = (event) => {
  // Only the page's request; pdf.js, in this same thread, has messages of its own.
  if (!(event.data?.bytes instanceof ArrayBuffer)) return;
  const post = (message: PdfPagesMessage) => scope.postMessage(message);
  render(event.data, post).catch(() => post({ kind: 'failed' }));
};
