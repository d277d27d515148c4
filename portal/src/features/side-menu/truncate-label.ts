// §2.4, §9 Labels are cut at 17 characters; an active submenu item longer than 23 is cut to 23 plus
// an ellipsis. The full text stays the accessible name.
import { CONTEXT_LABEL_MAX_LENGTH, SUBMENU_ITEM_MAX_LENGTH } from '@portal/rules';

const ELLIPSIS = '…';

/** Cuts by characters (code points), never inside a surrogate pair. */
export function truncateLabel(label: string, max: number = CONTEXT_LABEL_MAX_LENGTH): string {
  const chars = Array.from(label);
  return chars.length > max ? chars.slice(0, max).join('') : label;
}

export function submenuItemText(text: string, active: boolean): string {
  const chars = Array.from(text);
  if (!active || chars.length <= SUBMENU_ITEM_MAX_LENGTH) return text;
  return `${chars.slice(0, SUBMENU_ITEM_MAX_LENGTH).join('')}${ELLIPSIS}`;
}
