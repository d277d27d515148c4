import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_RECORDING_MAX_START_DELAY_MS } from '@portal/rules';
import { SessionRecording } from './SessionRecording';
import { recordingProjectKey } from './project-key';

afterEach(() => vi.useRealTimers());

describe('§1 session recording', () => {
  it('loads nothing when off', () => {
    const load = vi.fn();
    render(<SessionRecording config={{ enabled: false }} journal="A" load={load} />);
    expect(load).not.toHaveBeenCalled();
  });

  it('starts within 5000 ms with the per-journal project key', async () => {
    vi.useFakeTimers();
    const startSessionRecorder = vi.fn(() => () => undefined);
    const load = vi.fn(async () => ({ startSessionRecorder }));
    render(
      <SessionRecording
        config={{ enabled: true, ingest_url: 'https://ingest.example', project_key_prefix: 'demo' }}
        journal="Journal A"
        load={load}
      />,
    );
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SESSION_RECORDING_MAX_START_DELAY_MS);
    expect(load).toHaveBeenCalledOnce();
    expect(startSessionRecorder).toHaveBeenCalledWith({
      ingestUrl: 'https://ingest.example',
      projectKey: 'demo-journal-a',
    });
  });

  it('derives the project key per journal', () => {
    expect(recordingProjectKey('care-', 'EPJ')).toBe('care-epj');
    expect(recordingProjectKey('', null)).toBe('default');
    expect(recordingProjectKey('x', '../<b>')).toBe('x-b');
  });
});
