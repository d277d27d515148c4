// Images from the tenant's stored files in the editor (issue 14 part 6): the document keeps the
// authorised download route (/api/files/<id>, the only image address the server's sanitiser lets
// through besides inline rasters); the editor shows the bytes it fetched with the session token,
// because an <img> alone would ask without it. The address is the files contract's download route.
import Image from '@tiptap/extension-image';
import { filesContract, routeUrl } from '@portal/rules';

/** The address of a stored file's bytes: what a picked image's src is, and all of it. */
export const STORED_IMAGE_SRC = /^\/api\/files\/([1-9][0-9]{0,15})$/;

export const storedImageSrc = (documentId: number) =>
  routeUrl(filesContract.download.path, { id: documentId });

/**
 * Fetches stored images once per address and hands out object URLs for them; `release` frees them
 * (when the editor goes). `download` takes the stored file's id (the download route's `:id`).
 */
export function storedImageLoader(download: (documentId: number) => Promise<Blob>) {
  const urls = new Map<string, Promise<string>>();
  return {
    load(src: string): Promise<string> {
      let url = urls.get(src);
      if (!url) {
        const id = STORED_IMAGE_SRC.exec(src)?.[1];
        url = id
          ? download(Number(id)).then((blob) => URL.createObjectURL(blob))
          : Promise.reject(new Error('Not a stored file'));
        urls.set(src, url);
        url.catch(() => urls.delete(src));
      }
      return url;
    },
    release() {
      for (const url of urls.values())
        void url.then(
          (u) => URL.revokeObjectURL(u),
          () => undefined,
        );
      urls.clear();
    },
  };
}

type Attrs = { src?: unknown; alt?: unknown; title?: unknown };

/** TipTap's image, shown through `load` when its src is a stored file (inline rasters as they are). */
export function storedImageExtension(load: (src: string) => Promise<string>, failedText: string) {
  return Image.extend({
    addNodeView() {
      return ({ node }) => {
        const img = document.createElement('img');
        img.draggable = false;
        let shown: string | null = null;
        const show = (attrs: Attrs) => {
          const src = typeof attrs.src === 'string' ? attrs.src : '';
          img.alt = typeof attrs.alt === 'string' ? attrs.alt : '';
          if (typeof attrs.title === 'string') img.title = attrs.title;
          else img.removeAttribute('title');
          if (src === shown) return;
          shown = src;
          img.dataset.src = src;
          if (!STORED_IMAGE_SRC.test(src)) {
            img.src = src;
            return;
          }
          img.removeAttribute('src');
          load(src).then(
            (url) => {
              if (shown === src) img.src = url;
            },
            () => {
              if (shown === src) img.alt = `${img.alt} (${failedText})`.trim();
            },
          );
        };
        show(node.attrs as Attrs);
        return {
          dom: img,
          update: (updated) => {
            if (updated.type !== node.type) return false;
            show(updated.attrs as Attrs);
            return true;
          },
        };
      };
    },
  }).configure({ allowBase64: true });
}
