// §1 The context changes the menu styling: one colour for ME, another for RECIPIENT (both keep white
// text above 4.5:1 contrast).
import type { UserContext } from '@portal/rules';

export const MENU_BACKGROUND: Readonly<Record<UserContext, string>> = {
  ME: '#1d3557',
  RECIPIENT: '#5b2a6e',
};
