// features/page-header: §2.4 back button by route, page title, quick access, hide on scroll.
export { PageHeader } from './PageHeader';
export { nextHidden, useHideOnScroll } from './useHideOnScroll';
export { pageHeaderTexts } from './page-header-texts';
