import { describe, expect, it, vi } from 'vitest';
import { dispatchPortalEvent, onPortalEvent } from './event-bus';

describe('portal event bus', () => {
  it('delivers typed details to listeners until they stop', () => {
    const handler = vi.fn();
    const stop = onPortalEvent('logout', handler);
    dispatchPortalEvent('logout', { device: 'untrusted', reason: 'user' });
    expect(handler).toHaveBeenCalledWith({ device: 'untrusted', reason: 'user' });
    stop();
    dispatchPortalEvent('logout', { device: 'trusted', reason: 'idle' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('keeps event names apart', () => {
    const onToken = vi.fn();
    const stop = onPortalEvent('token-changed', onToken);
    dispatchPortalEvent('snackbar', { message: 'hi' });
    expect(onToken).not.toHaveBeenCalled();
    stop();
  });
});
