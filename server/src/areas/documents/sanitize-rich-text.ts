// Issue 14 part 6: the editor's HTML is sanitised here, on the server, before it is stored or made
// into a PDF; the browser's DOMPurify only guards the display. An allow-list: the tags TipTap's
// headings, lists, tables, links and images make, no attribute that runs code (on*, style), links
// only to http(s)/mailto/tel, images only from the stored files' download route or inline raster data.
import sanitizeHtml from 'sanitize-html';

/** The most HTML one draft may hold (text and inline images of at most 1 MB each), checked before sanitising. */
export { MAX_RICH_TEXT_CHARS } from '@portal/rules';

/**
 * Images the editor may show: a stored file through the authorised download route (/api/files/<id>,
 * exactly that, which checks the reader's right to the file on every request), or a small inline
 * raster.
 */
export const IMAGE_SRC =
  /^(\/api\/files\/[1-9][0-9]{0,15}|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+)$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    's',
    'u',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'colwidth'],
    td: ['colspan', 'rowspan', 'colwidth'],
    col: ['style'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: { col: { 'min-width': [/^\d{1,4}px$/], width: [/^\d{1,4}px$/] } },
  disallowedTagsMode: 'discard',
  // Script and style bodies go with their tags (the default keeps the text of unknown tags).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SRC.test(frame.attribs.src ?? ''),
  transformTags: {
    // A link leaves the portal in a new tab without a handle on it.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

/** The stored form of the editor's HTML: only the allow-list left, nothing that can run. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
