export { SessionRecording } from './SessionRecording';
