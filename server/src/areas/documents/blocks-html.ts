// Issue 26 item 9: the blocks a PDF is laid out from (rich-text-blocks.ts) as HTML, so the generate
// preview shows what the PDF shows (headings, bold and italic, bullets and numbered items, tables)
// instead of the template's raw markdown. Text is escaped here and the result goes through the
// rich-text sanitiser before it leaves the server; the app sanitises it again before showing it.
import type { Block, TextRun } from './rich-text-blocks';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function runHtml(run: TextRun): string {
  let html = run.text.split('\n').map(escape).join('<br>');
  if (run.italic) html = `<em>${html}</em>`;
  if (run.bold) html = `<strong>${html}</strong>`;
  if (run.href) html = `<a href="${escape(run.href)}">${html}</a>`;
  return html;
}

const runsHtml = (runs: readonly TextRun[]) => runs.map(runHtml).join('');

type ListItem = Extract<Block, { kind: 'list-item' }>;
const ordered = (item: ListItem) => /^\d+\.$/.test(item.marker);

/** Consecutive list items as nested lists, by their depth; numbered items start at their number. */
function listHtml(items: readonly ListItem[]): string {
  let html = '';
  const open: string[] = [];
  for (const item of items) {
    const tag = ordered(item) ? 'ol' : 'ul';
    while (open.length > item.depth + 1) html += `</li></${open.pop() ?? 'ul'}>`;
    if (open.length === item.depth + 1 && open.at(-1) !== tag) html += `</li></${open.pop() ?? 'ul'}>`;
    if (open.length === item.depth + 1) html += '</li>';
    while (open.length < item.depth + 1) {
      const start =
        ordered(item) && open.length === item.depth ? ` start="${parseInt(item.marker, 10)}"` : '';
      html += `<${tag}${start}>`;
      open.push(tag);
      if (open.length < item.depth + 1) html += '<li>';
    }
    html += `<li>${runsHtml(item.runs)}`;
  }
  while (open.length > 0) html += `</li></${open.pop() ?? 'ul'}>`;
  return html;
}

function blockHtml(block: Exclude<Block, ListItem>): string {
  switch (block.kind) {
    case 'heading': {
      const level = Math.min(Math.max(block.level, 1), 4);
      return `<h${level}>${runsHtml(block.runs)}</h${level}>`;
    }
    case 'paragraph':
      return `<p>${runsHtml(block.runs)}</p>`;
    case 'table':
      return `<table><tbody>${block.rows
        .map(
          (row) =>
            `<tr>${row.cells.map((cell) => (row.header ? `<th>${runsHtml(cell)}</th>` : `<td>${runsHtml(cell)}</td>`)).join('')}</tr>`,
        )
        .join('')}</tbody></table>`;
    case 'image':
      return `<img src="${escape(block.src)}" alt="${escape(block.alt)}">`;
    case 'rule':
      return '<hr>';
  }
}

/** The blocks as HTML (to be sanitised by the caller). */
export function blocksHtml(blocks: readonly Block[]): string {
  let html = '';
  let list: ListItem[] = [];
  for (const block of blocks) {
    if (block.kind === 'list-item') {
      list.push(block);
      continue;
    }
    if (list.length > 0) html += listHtml(list);
    list = [];
    html += blockHtml(block);
  }
  if (list.length > 0) html += listHtml(list);
  return html;
}
