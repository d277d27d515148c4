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

  it('gives an answer that has come at once, once, and nothing before it comes', async () => {
    let answer: (value: string) => void = () => undefined;
    const request = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const ahead = askedAhead<string, string>(request);
    expect(ahead.takeIfIn('a')).toBeUndefined();
    void ahead.start('a');
    expect(ahead.takeIfIn('a')).toBeUndefined();
    answer('the index');
    await Promise.resolve();
    expect(ahead.takeIfIn('b')).toBeUndefined();
    expect(ahead.takeIfIn('a')).toBe('the index');
    expect(ahead.takeIfIn('a')).toBeUndefined();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('gives no failed answer at once (the reader asks again)', async () => {
    const ahead = askedAhead<void, string>(() => Promise.reject(new Error('offline')));
    void ahead.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ahead.takeIfIn()).toBeUndefined();
  });
});
