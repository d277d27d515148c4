// Issue 33 item 7: a PDF previewed as its pages, each an image fitted to the width of the dialog
// (readable on a 375 px phone), drawn on a worker (pdf-pages.worker.ts) and shown page by page as
// they come. Where the worker cannot draw it (an old browser, a broken file), the browser's own
// viewer is the fallback.
import { useEffect, useRef, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { filesTexts } from '../files-texts';
import type { PdfPagesMessage, PdfPagesRequest } from './pdf-pages.worker';

/** The pages drawn at most; a longer document says how many more there are. */
export const PREVIEW_MAX_PAGES = 20;
/** A worker that has drawn nothing after this long is ended (a hostile or huge file). */
const WORKER_TIMEOUT_MS = 30_000;

interface PageImage {
  page: number;
  url: string;
  width: number;
  height: number;
}

type State =
  | { kind: 'drawing'; pages: PageImage[]; total: number | null }
  | { kind: 'done'; pages: PageImage[]; total: number }
  | { kind: 'failed' };

/** Draws the PDF's pages on a worker; calls back with each message; returns the stop. */
function drawPages(bytes: ArrayBuffer, width: number, onMessage: (message: PdfPagesMessage) => void) {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') {
    onMessage({ kind: 'failed' });
    return () => undefined;
  }
  const worker = new Worker(new URL('./pdf-pages.worker.ts', import.meta.url), { type: 'module' });
  let timer = setTimeout(() => {
    worker.terminate();
    onMessage({ kind: 'failed' });
  }, WORKER_TIMEOUT_MS);
  worker.onmessage = (event: MessageEvent<Partial<PdfPagesMessage>>) => {
    // pdf.js, running in the same thread there, posts its own messages to this scope too.
    if (!event.data.kind) return;
    const message = event.data as PdfPagesMessage;
    clearTimeout(timer);
    if (message.kind === 'done' || message.kind === 'failed') worker.terminate();
    else
      timer = setTimeout(() => {
        worker.terminate();
        onMessage({ kind: 'failed' });
      }, WORKER_TIMEOUT_MS);
    onMessage(message);
  };
  worker.onerror = () => {
    clearTimeout(timer);
    worker.terminate();
    onMessage({ kind: 'failed' });
  };
  const request: PdfPagesRequest = { bytes, width, maxPages: PREVIEW_MAX_PAGES };
  worker.postMessage(request, [bytes]);
  return () => {
    clearTimeout(timer);
    worker.terminate();
  };
}

function usePdfPages(blob: Blob, box: React.RefObject<HTMLDivElement | null>): State {
  const [state, setState] = useState<State>({ kind: 'drawing', pages: [], total: null });
  useEffect(() => {
    let stop = () => undefined as void;
    let live = true;
    const urls: string[] = [];
    setState({ kind: 'drawing', pages: [], total: null });
    // Drawn at the box's width in device pixels (sharp on a phone's screen), at least 600 px.
    const css = box.current?.clientWidth ?? 600;
    const width = Math.round(Math.max(600, css * (window.devicePixelRatio || 1)));
    void blob.arrayBuffer().then((bytes) => {
      if (!live) return;
      stop = drawPages(bytes, width, (message) => {
        if (!live) return;
        if (message.kind === 'failed') setState({ kind: 'failed' });
        else if (message.kind === 'pages')
          setState((s) => (s.kind === 'drawing' ? { ...s, total: message.pages } : s));
        else if (message.kind === 'page') {
          const url = URL.createObjectURL(message.png);
          urls.push(url);
          const image = { page: message.page, url, width: message.width, height: message.height };
          setState((s) => (s.kind === 'drawing' ? { ...s, pages: [...s.pages, image] } : s));
        } else if (message.kind === 'done')
          setState((s) => (s.kind === 'drawing' ? { kind: 'done', pages: s.pages, total: s.total ?? 0 } : s));
      });
    });
    return () => {
      live = false;
      stop();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [blob, box]);
  return state;
}

export function PdfPages({ blob, name }: { blob: Blob; name: string }) {
  const { t } = useAppTranslation(filesTexts);
  const box = useRef<HTMLDivElement | null>(null);
  const state = usePdfPages(blob, box);
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  useEffect(() => {
    if (state.kind !== 'failed') return undefined;
    const url = URL.createObjectURL(blob);
    setFallbackUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [state.kind, blob]);

  if (state.kind === 'failed')
    return fallbackUrl ? (
      <Box
        component="iframe"
        src={fallbackUrl}
        title={t('previewOf', { name })}
        data-testid="pdf-preview"
        sx={{ width: '100%', height: '70vh', border: 0 }}
      />
    ) : null;
  const total = state.total ?? 0;
  return (
    <Stack ref={box} spacing={1.5} data-testid="pdf-pages" data-state={state.kind} sx={{ width: '100%' }}>
      {state.pages.map((image) => (
        <Box
          key={image.page}
          component="img"
          src={image.url}
          alt={t('pageOf', { page: image.page, count: total, name })}
          data-testid="pdf-page"
          width={image.width}
          height={image.height}
          sx={{
            width: '100%',
            height: 'auto',
            display: 'block',
            border: 1,
            borderColor: 'divider',
            bgcolor: '#fff',
          }}
        />
      ))}
      {state.kind === 'drawing' && (
        <Typography role="status">
          {state.total === null
            ? t('loading')
            : t('drawingPage', { page: state.pages.length + 1, count: total })}
        </Typography>
      )}
      {state.kind === 'done' && total > state.pages.length && (
        <Typography color="text.secondary">
          {t('morePages', { count: total - state.pages.length })}
        </Typography>
      )}
    </Stack>
  );
}
