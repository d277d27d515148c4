// features/top-bar: §2.4 the language switcher and the menu of external pages.
export { TopBar } from './TopBar';
export { EXTERNAL_PAGES, externalPageLinks } from './external-pages';
export type { ExternalPage, ExternalPageLink } from './external-pages';
export { topBarTexts } from './top-bar-texts';
