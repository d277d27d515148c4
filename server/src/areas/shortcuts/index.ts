// The shortcuts area (§1, §3 shortcuts and projects; the platform's range of §9): its door.
import type { FeatureArea } from '../../area-kit/feature-area';
import { shortcutsPlugin } from './shortcuts-plugin';

/** The admins' shortcut routes (create, edit, delete, reorder); users read shortcuts through the data API. */
export const shortcutsArea: FeatureArea = {
  name: 'shortcuts',
  plugin: shortcutsPlugin,
};
