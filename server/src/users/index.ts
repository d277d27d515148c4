// The users area (issue 18: an admin adds a user to their own tenant): its door.
import type { FeatureArea } from '../area-kit/feature-area';
import { usersPlugin } from './users-plugin';

/** The admins' call that adds a user and sends the set-password link (POST /api/admin/users). */
export const usersArea: FeatureArea = {
  name: 'users',
  plugin: usersPlugin,
};
