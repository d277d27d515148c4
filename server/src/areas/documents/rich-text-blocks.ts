// The sanitised HTML of a draft (sanitize-rich-text.ts) read as the blocks a PDF is laid out from:
// headings, paragraphs, lists, tables and images. Only ever given sanitised HTML, whose tags are the
// allow-list's and whose markup sanitize-html wrote itself, so a small tokenizer is enough.

export interface TextRun {
  text: string;
  bold: boolean;
  italic: boolean;
  href?: string;
}

export type Block =
  | { kind: 'heading'; level: number; runs: TextRun[] }
  | { kind: 'paragraph'; runs: TextRun[] }
  | { kind: 'list-item'; marker: string; depth: number; runs: TextRun[] }
  | { kind: 'table'; rows: { header: boolean; cells: TextRun[][] }[] }
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'rule' };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}="([^"]*)"`).exec(attrs);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

const BLOCK_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'p', 'li', 'blockquote', 'pre']);

/** The blocks of sanitised HTML, in order. */
export function richTextBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let runs: TextRun[] = [];
  let current: { tag: string; marker?: string } | null = null;
  let bold = 0;
  let italic = 0;
  let href: string | undefined;
  let table: { header: boolean; cells: TextRun[][] }[] | null = null;
  let cell: TextRun[] | null = null;

  const flush = () => {
    if (!current) return;
    const text = runs
      .map((run) => run.text)
      .join('')
      .trim();
    if (current.tag === 'li')
      blocks.push({
        kind: 'list-item',
        marker: current.marker ?? '•',
        depth: Math.max(lists.length - 1, 0),
        runs,
      });
    else if (/^h[1-4]$/.test(current.tag)) {
      if (text) blocks.push({ kind: 'heading', level: Number(current.tag[1]), runs });
    } else if (text) blocks.push({ kind: 'paragraph', runs });
    runs = [];
    current = null;
  };
  const addText = (text: string) => {
    const run: TextRun = { text, bold: bold > 0, italic: italic > 0, ...(href ? { href } : {}) };
    if (cell) cell.push(run);
    else {
      if (!current) current = { tag: 'p' };
      runs.push(run);
    }
  };

  for (const match of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*?)\/?>|([^<]+)/gi)) {
    const [, closing, rawTag, attrs = '', text] = match;
    if (text !== undefined) {
      const decoded = decodeEntities(text).replace(/\s+/g, ' ');
      if (decoded.trim() || (current ?? cell)) addText(decoded);
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    if (tag === 'strong' || tag === 'b') bold += closing ? -1 : 1;
    else if (tag === 'em' || tag === 'i') italic += closing ? -1 : 1;
    else if (tag === 'a') href = closing ? undefined : attribute(attrs, 'href');
    else if (tag === 'br') addText('\n');
    else if (tag === 'ul' || tag === 'ol') {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: tag === 'ol', next: Number(attribute(attrs, 'start') ?? 1) });
    } else if (tag === 'table') {
      flush();
      if (closing) {
        if (table?.length) blocks.push({ kind: 'table', rows: table });
        table = null;
      } else table = [];
    } else if (tag === 'tr' && table) {
      if (!closing) table.push({ header: false, cells: [] });
    } else if ((tag === 'td' || tag === 'th') && table) {
      if (closing) cell = null;
      else {
        cell = [];
        const row = table.at(-1);
        if (row) {
          row.cells.push(cell);
          if (tag === 'th') row.header = true;
        }
      }
    } else if (tag === 'img') {
      flush();
      const src = attribute(attrs, 'src');
      if (src) blocks.push({ kind: 'image', src, alt: attribute(attrs, 'alt') ?? '' });
    } else if (tag === 'hr') {
      flush();
      blocks.push({ kind: 'rule' });
    } else if (tag === 'p' && current?.tag === 'li' && !cell) {
      // The editor writes a list item's text as <li><p>text</p></li>: the text stays beside its
      // bullet (issue 26 item 9); a second paragraph in the item goes on a line of its own in it.
      if (!closing && runs.some((run) => run.text.trim())) addText('\n');
    } else if (BLOCK_TAGS.has(tag) && !cell) {
      flush();
      if (!closing) {
        if (tag === 'li') {
          const list = lists.at(-1);
          const marker = list?.ordered ? `${list.next++}.` : '•';
          current = { tag, marker };
        } else if (tag !== 'blockquote') current = { tag };
      }
    }
  }
  flush();
  return blocks;
}

/**
 * Only the image blocks of sanitised HTML, in order, found without reading the rest: the caller
 * resolves their sources (stored files) and the worker puts them back in place (issue 24).
 */
export function imageBlocks(html: string): Block[] {
  const images: Block[] = [];
  for (const match of html.matchAll(/<img\b([^>]*?)\/?>/gi)) {
    const attrs = match[1] ?? '';
    const src = attribute(attrs, 'src');
    if (src) images.push({ kind: 'image', src, alt: attribute(attrs, 'alt') ?? '' });
  }
  return images;
}

/** Plain text of a document's blocks (the answer's summary, the tests). */
export function blocksText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'table')
        return block.rows
          .map((row) => row.cells.map((c) => c.map((r) => r.text).join('')).join(' | '))
          .join('\n');
      if (block.kind === 'image') return block.alt;
      if (block.kind === 'rule') return '---';
      return block.runs
        .map((run) => run.text)
        .join('')
        .trim();
    })
    .join('\n');
}
