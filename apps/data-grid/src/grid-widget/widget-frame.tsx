import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from '@portal/sdk';

/** Opens a shell route in the page (plain click) or as the browser would (modifier keys). */
export function useRouteLink() {
  const navigate = useNavigate();
  return (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
}

export interface WidgetFrameProps {
  kind: string;
  title: string;
  showAll: { href: string; label: string };
  /** A message instead of the grid (loading, empty, no access …). */
  message?: string | null;
  children?: ReactNode;
}

/** The widget's card: title, "show all" link to the owning route, then the grid or a message. */
export function WidgetFrame({ kind, title, showAll, message, children }: WidgetFrameProps) {
  const openRoute = useRouteLink();
  return (
    <article
      className="data-grid-widget"
      data-widget={kind}
      aria-label={title}
      style={{ border: '1px solid #e0e0e0', borderRadius: 8, padding: 12, background: '#fff' }}
    >
      <header
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', marginBottom: 8 }}
      >
        <h2 style={{ fontSize: '1.05rem', margin: 0 }}>{title}</h2>
        <a href={showAll.href} onClick={openRoute(showAll.href)}>
          {showAll.label}
        </a>
      </header>
      {message ? (
        <p role="status" style={{ margin: '8px 0', color: '#555' }}>
          {message}
        </p>
      ) : (
        children
      )}
    </article>
  );
}
