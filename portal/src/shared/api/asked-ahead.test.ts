import { describe, expect, it, vi } from 'vitest';
import { askedAhead } from './asked-ahead';

describe('askedAhead', () => {
  it('gives the reader the answer asked for ahead, once, and asks again after', async () => {
    const request = vi.fn((key: string) => Promise.resolve(`answer ${key} #${request.mock.calls.length}`));
    const ahead = askedAhead(request);
    void ahead.start('a');
    void ahead.start('a');
    expect(request).toHaveBeenCalledTimes(1);
    await expect(ahead.take('a')).resolves.toBe('answer a #1');
    await expect(ahead.take('a')).resolves.toBe('answer a #2');
  });

  it('does not give an answer asked for another key', async () => {
    const ahead = askedAhead((key: string) => Promise.resolve(key));
    void ahead.start('old token');
    await expect(ahead.take('new token')).resolves.toBe('new token');
  });

  it('asks again when the answer asked ahead failed, and never leaves a rejection unhandled', async () => {
    const request = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('fine');
    const ahead = askedAhead<void, string>(request);
    void ahead.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(ahead.take()).resolves.toBe('fine');
    expect(request).toHaveBeenCalledTimes(2);
  });
});
