// A link inside the shell: a real href (open in a new tab works), a plain click navigates in place.
import type { ReactNode } from 'react';
import { useHref, useNavigate } from '@portal/sdk';

export function ShellLink({
  to,
  children,
  testId,
  label,
}: {
  to: string;
  children: ReactNode;
  testId?: string;
  label?: string;
}) {
  const href = useHref(to);
  const navigate = useNavigate();
  return (
    <a
      href={href}
      data-testid={testId}
      aria-label={label}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
