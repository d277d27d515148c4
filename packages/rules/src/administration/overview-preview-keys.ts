// The overview designer's "preview with real data" (issue 32 item 5): the session-storage key the
// designer leaves its unsaved list under, and the address parameter that asks the shell's overview
// for it. A module of their own, so the shell's start reads them without the designer's contract.
export const OVERVIEW_PREVIEW_KEY = 'portal.overview-preview';
export const OVERVIEW_PREVIEW_QUERY = 'overviewPreview';
