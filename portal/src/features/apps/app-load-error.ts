/** Why an app module did not mount; every message names the app and its version. */
export class AppLoadError extends Error {
  constructor(
    readonly app: string,
    readonly version: string | null,
    readonly module: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`[apps] ${app}@${version ?? '(none)'} module "${module}": ${reason}`, options);
    this.name = 'AppLoadError';
  }
}
