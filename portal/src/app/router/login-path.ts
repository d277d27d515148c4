// The login page's address for a wanted page: `redirect` carries it (base64, §2.2).
import { encodeRedirect } from '../../shared/redirect/redirect-target';

export function loginPathFor(pathAndSearch: string): string {
  return `/login?${new URLSearchParams({ redirect: encodeRedirect(pathAndSearch) }).toString()}`;
}
