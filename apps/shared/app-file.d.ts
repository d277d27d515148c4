// apps/shared/app-file-plugin.ts: a file written beside the app's chunks, imported as its URL.
declare module '*?app-file' {
  const href: string;
  export default href;
}
