// features/apps' test-support door: an installation answered from memory, for other features' tests.
export { fakeInstallation, manifestOf } from './test-apps';
