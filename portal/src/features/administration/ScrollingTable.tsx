// The administration page's tables (users, access log): named by their section's heading, their
// header row from the given column texts, scrolling sideways on a phone and reachable by Tab.
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

export function ScrollingTable({
  labelledBy,
  headers,
  children,
}: {
  /** The id of the heading that names the table. */
  labelledBy: string;
  headers: readonly string[];
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <TableContainer tabIndex={0} aria-labelledby={labelledBy} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
