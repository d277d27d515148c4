// §1 Session recording: off unless the bootstrap configures it; when on, the recorder is imported
// and started once the browser is idle, at the latest SESSION_RECORDING_MAX_START_DELAY_MS later.
// When off, none of its code is loaded.
import { useEffect } from 'react';
import { SESSION_RECORDING_MAX_START_DELAY_MS } from '@portal/rules';
import type { SessionRecordingConfig } from '../../shared/bootstrap/bootstrap-types';
import { recordingProjectKey } from './project-key';
import type * as Recorder from './session-recorder';

export interface SessionRecordingProps {
  config: SessionRecordingConfig;
  journal: string | null;
  /** Test seam: how the recorder module is loaded. */
  load?: () => Promise<Pick<typeof Recorder, 'startSessionRecorder'>>;
}

const loadRecorder = () => import('./session-recorder');

function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, timeout);
  return () => window.clearTimeout(id);
}

export function SessionRecording({ config, journal, load = loadRecorder }: SessionRecordingProps) {
  const { enabled, ingest_url: ingestUrl, project_key_prefix: prefix } = config;
  useEffect(() => {
    if (!enabled || !ingestUrl) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      load()
        .then(({ startSessionRecorder }) => {
          if (!cancelled)
            stop = startSessionRecorder({ ingestUrl, projectKey: recordingProjectKey(prefix, journal) });
        })
        .catch(() => undefined);
    }, SESSION_RECORDING_MAX_START_DELAY_MS);
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [enabled, ingestUrl, prefix, journal, load]);
  return null;
}
