import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@contract/types';
import { dateTime } from '../../model/adminFormat';
import { PAGE_SIZES, type ListParams } from '../../model/listParams';
import { AuditSubjectLink } from './AuditSubjectLink';

interface AuditCardsProps {
  entries: AuditEntry[];
  total: number;
  params: ListParams;
  update: (changes: Record<string, string | number | null>) => void;
  onShow: (entry: AuditEntry) => void;
  emptyText: string;
}

/**
 * The audit log on a phone: one card per entry, so what was done, to which record (linked), by whom
 * and when read top to bottom without scrolling sideways; the same paging as the grid.
 */
export function AuditCards({ entries, total, params, update, onShow, emptyText }: AuditCardsProps) {
  return (
    <Box>
      {entries.length === 0 ? (
        <Typography sx={{ py: 3, color: 'text.secondary' }}>{emptyText}</Typography>
      ) : (
        <Stack
          component="ul"
          aria-label="Audit log"
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {entries.map((entry) => (
            <Paper
              component="li"
              key={entry.id}
              variant="outlined"
              aria-label={`${entry.action} at ${dateTime(entry.at)}`}
              sx={{ p: 2, minWidth: 0 }}
            >
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {entry.action}
              </Typography>
              <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {entry.entity}:{' '}
                </Box>
                <AuditSubjectLink entry={entry} />
              </Typography>
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
              >
                {entry.actorEmail}
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  gap: 1,
                  mt: 0.5,
                }}
              >
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {dateTime(entry.at)}
                </Typography>
                <Button
                  size="small"
                  onClick={() => onShow(entry)}
                  aria-label={`Show the changes of ${entry.action} at ${dateTime(entry.at)}`}
                >
                  Show changes
                </Button>
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
      <TablePagination
        component="div"
        count={total}
        page={params.page - 1}
        rowsPerPage={params.pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        labelRowsPerPage="Per page"
        onPageChange={(_, page) => update({ page: page + 1 })}
        onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value), page: 1 })}
        sx={{ '& .MuiTablePagination-toolbar': { px: 0 } }}
      />
    </Box>
  );
}
