/**
 * What `/readyz` reports besides the database (issue 27): set when the server starts draining, so a
 * load balancer that still reaches it on a kept-alive connection takes it out of rotation.
 */
export interface Readiness {
  draining: boolean;
}

export const createReadiness = (): Readiness => ({ draining: false });
