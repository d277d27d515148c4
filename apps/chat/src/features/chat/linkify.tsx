// Links in a message made clickable safely: the text is rendered as text (React escapes it, so
// HTML or a script in a message shows as the characters it is), and only http(s) addresses become
// links, which open in a new tab with no handle on the portal (rel="noopener noreferrer").
import { Fragment, type ReactNode } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"»]+$/;

/** The parts of a text: plain strings and http(s) links. */
export function splitLinks(
  text: string,
): ({ kind: 'text'; text: string } | { kind: 'link'; href: string; text: string })[] {
  const parts: ({ kind: 'text'; text: string } | { kind: 'link'; href: string; text: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let candidate = match[0];
    const trailing = TRAILING.exec(candidate)?.[0] ?? '';
    candidate = candidate.slice(0, candidate.length - trailing.length);
    let href: string | null = null;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href, text: candidate });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

export function LinkifiedText({ text, newTabHint }: { text: string; newTabHint: string }): ReactNode {
  return splitLinks(text).map((part, index) =>
    part.kind === 'text' ? (
      <Fragment key={index}>{part.text}</Fragment>
    ) : (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" title={newTabHint}>
        {part.text}
      </a>
    ),
  );
}
