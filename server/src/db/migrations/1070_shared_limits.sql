-- Issue 18.6 and 17.6: limits every server instance shares, so N instances behind a load balancer
-- allow the rate of one. One row per limited key (a route and an address, a sender's message
-- budget): the hits of the current fixed window and when it ends.
CREATE TABLE rate_limit_windows (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_windows_ends_idx ON rate_limit_windows (window_ends_at);
