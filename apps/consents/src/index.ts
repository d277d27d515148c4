// The consents app's entry: the modules the shell can mount (docs/apps.md). None yet: until the area
// lands, its routes show the shell's "not available yet" page and its quick-access items are hidden.
import type { AppModules } from '@portal/sdk';

export const modules = {} satisfies AppModules;
