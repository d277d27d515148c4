// Wires session recording to the signed-in user's journal (§1: the project key is per journal).
import { useQuery } from '@tanstack/react-query';
import { SessionRecording } from '../../features/session-recording';
import { useBootstrap } from '../../shared/bootstrap/BootstrapContext';
import { useAuth } from '../../shared/session/auth-context';
import { signedInUserQuery } from '../../shared/session/signed-in-user';

export function SessionRecordingMount() {
  const { session_recording: config } = useBootstrap();
  const { token } = useAuth();
  const user = useQuery({ ...signedInUserQuery(token), enabled: token !== null && config.enabled });
  if (!config.enabled || !token || !user.data) return null;
  return <SessionRecording config={config} journal={user.data.journal} />;
}
