import type { MouseEvent, ReactNode } from 'react';
import { Box, Link, Paper, Typography } from '@mui/material';
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
  /** A live count beside the title (e.g. unseen questionnaires), with its text for everyone. */
  badge?: { count: number; text: string } | null;
  children?: ReactNode;
}

/** The widget's card, in the shell's theme: title, "show all" link to the owning route, then the rows or a message. */
export function WidgetFrame({ kind, title, showAll, message, badge, children }: WidgetFrameProps) {
  const openRoute = useRouteLink();
  return (
    <Paper component="article" variant="outlined" data-widget={kind} aria-label={title} sx={{ p: 1.5 }}>
      <header
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: 8,
          marginBottom: 8,
        }}
      >
        <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', m: 0 }}>
          {title}
          {badge && (
            <Box
              component="span"
              data-testid={`${kind}-unseen`}
              sx={{
                ml: 1,
                px: 0.75,
                borderRadius: 8,
                bgcolor: '#b3261e',
                color: '#fff',
                fontSize: 12,
                fontWeight: 700,
                lineHeight: '20px',
                verticalAlign: 'middle',
              }}
            >
              {badge.text}
            </Box>
          )}
        </Typography>
        <Link href={showAll.href} onClick={openRoute(showAll.href)} sx={{ whiteSpace: 'nowrap' }}>
          {showAll.label}
        </Link>
      </header>
      {message ? (
        <Typography role="status" color="text.secondary" sx={{ my: 1 }}>
          {message}
        </Typography>
      ) : (
        children
      )}
    </Paper>
  );
}
