// What the first page loads, in two files instead of twenty: the layers under the features that an
// entry imports statically (the libraries, @portal/rules and the portal's shared/) go into one
// chunk, `start-base`. Left to itself the bundler splits out each module the entry shares with a
// lazy chunk (Button, Stack, auth-context, …), and every extra file costs a request and compresses
// worse: about 5 KB gzip on the login page (docs/decisions.md).
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

export const startChunkSplitting: CodeSplitting = {
  groups: [
    {
      name: 'start-base',
      // `$initial`: imported statically by an entry (index.html, apps-harness.html), directly or
      // not. Feature code stays out: the harness page must never load the portal's entry.
      tags: ['$initial'],
      test: /node_modules|packages[\\/]rules[\\/]|portal[\\/]src[\\/]shared[\\/]/,
    },
  ],
};
