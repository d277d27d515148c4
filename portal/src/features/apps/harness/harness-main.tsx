import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HarnessPage, type HarnessBootstrap } from './harness-page';
import { readHarnessRequest } from './harness-session';

async function start(root: HTMLElement) {
  const request = readHarnessRequest(window.location, window.sessionStorage);
  if (!request.token) {
    root.textContent = 'Sign in first: open this page with #token=<session token>.';
    return;
  }
  const response = await fetch('/api/bootstrap', { headers: { authorization: `Bearer ${request.token}` } });
  if (!response.ok) {
    root.textContent = `The bootstrap answered ${response.status}.`;
    return;
  }
  const bootstrap = (await response.json()) as HarnessBootstrap;
  createRoot(root).render(
    <StrictMode>
      <HarnessPage request={request} bootstrap={bootstrap} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
