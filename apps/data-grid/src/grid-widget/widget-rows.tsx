// The rows of an overview widget. On a wide screen a table; up to the §9 mobile breakpoint a list,
// as people expect on a phone: the title in full, the one or two fields that matter under it, and
// the row's link (a table's columns there are cut to a few letters).
import {
  Link,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useMediaQuery } from '@mui/material';
import { MOBILE_BREAKPOINT_PX } from '@portal/rules';
import { useRouteLink } from './widget-frame';
import type { WidgetRow } from './widget-definition';

export interface ShownColumn {
  field: string;
  header: string;
  flex: number;
  text: (row: WidgetRow) => string;
}

/** How many fields a phone's list shows under the title. */
const LIST_FIELDS = 2;

export function WidgetRows({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: ShownColumn[];
  rows: WidgetRow[];
}) {
  const openRoute = useRouteLink();
  const phone = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX}px)`, { noSsr: true });
  const [first, ...rest] = columns;
  if (!first) return null;
  if (phone)
    return (
      <List dense disablePadding aria-label={title} data-layout="list">
        {rows.map((row) => {
          const details = rest
            .slice(0, LIST_FIELDS)
            .map((column) => column.text(row))
            .filter(Boolean)
            .join(' · ');
          return (
            <ListItem key={row.id} disableGutters divider>
              <ListItemText
                primary={
                  <Link href={row.href} onClick={openRoute(row.href)} sx={{ overflowWrap: 'anywhere' }}>
                    {first.text(row)}
                  </Link>
                }
                secondary={details || null}
              />
            </ListItem>
          );
        })}
      </List>
    );
  const total = columns.reduce((sum, column) => sum + column.flex, 0);
  return (
    <Table size="small" aria-label={title} data-layout="table" sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.field} sx={{ width: `${(100 * column.flex) / total}%`, fontWeight: 600 }}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            {columns.map((column, index) => (
              <TableCell key={column.field} sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {index === 0 ? (
                  <Link href={row.href} onClick={openRoute(row.href)}>
                    {column.text(row)}
                  </Link>
                ) : (
                  column.text(row)
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
