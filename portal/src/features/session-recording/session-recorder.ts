// The recorder itself, loaded with a dynamic import only when recording is on. It sends page views
// and the kind of element clicked (never what is typed or shown) to the ingest address in batches.
export interface RecorderOptions {
  ingestUrl: string;
  projectKey: string;
}

interface RecordedEvent {
  type: 'page' | 'click';
  at: number;
  path: string;
  target?: string;
}

const FLUSH_MS = 10_000;

export function startSessionRecorder({ ingestUrl, projectKey }: RecorderOptions): () => void {
  let events: RecordedEvent[] = [];
  let lastPath = '';
  const sessionId = crypto.randomUUID();
  const push = (event: RecordedEvent) => events.push(event);
  const flush = () => {
    if (events.length === 0) return;
    const body = JSON.stringify({ project_key: projectKey, session_id: sessionId, events });
    events = [];
    fetch(ingestUrl, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  };
  const notePage = () => {
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    push({ type: 'page', at: Date.now(), path: lastPath });
  };
  const onClick = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target.closest('button, a, [role]') : null;
    push({
      type: 'click',
      at: Date.now(),
      path: location.pathname,
      target: element?.tagName.toLowerCase() ?? 'other',
    });
    notePage();
  };
  notePage();
  const pageTimer = window.setInterval(notePage, 1000);
  const flushTimer = window.setInterval(flush, FLUSH_MS);
  document.addEventListener('click', onClick, { capture: true, passive: true });
  window.addEventListener('pagehide', flush);
  return () => {
    flush();
    window.clearInterval(pageTimer);
    window.clearInterval(flushTimer);
    document.removeEventListener('click', onClick, { capture: true });
    window.removeEventListener('pagehide', flush);
  };
}
