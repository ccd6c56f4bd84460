/** The import preview: one line per file row with its key values and every error beside it. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { rowErrorLines, type ImportRow } from './importApi';

const RESOURCE = 'master/mahasiswa';
const SHOWN = ['nim', 'nama', 'email', 'angkatan', 'ipk'] as const;
/** Rendering thousands of table rows would freeze a phone; the summary counts them all. */
const MAX_ROWS = 500;

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function ImportPreviewTable({ rows }: { rows: ImportRow[] }) {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.${RESOURCE}.fields.${field}`, { _: field });
  return (
    <>
      <TableContainer sx={{ maxBlockSize: 420 }}>
        <Table size="small" stickyHeader aria-label={translate('app.resources.import.preview')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.resources.import.row')}</TableCell>
              {SHOWN.map((field) => (
                <TableCell key={field}>{label(field)}</TableCell>
              ))}
              <TableCell>{translate('app.resources.import.problems')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, MAX_ROWS).map((row) => {
              const lines = rowErrorLines(row.errors);
              return (
                <TableRow
                  key={row.row}
                  data-testid={`import-row-${row.row}`}
                  sx={lines.length ? { bgcolor: 'action.hover' } : undefined}
                >
                  <TableCell>{row.row}</TableCell>
                  {SHOWN.map((field) => (
                    <TableCell key={field}>{text(row.values?.[field])}</TableCell>
                  ))}
                  <TableCell>
                    {lines.length === 0 ? (
                      <CheckCircleIcon
                        color="success"
                        fontSize="small"
                        aria-label={translate('app.resources.import.row_ok')}
                      />
                    ) : (
                      <Box component="ul" sx={{ m: 0, paddingInlineStart: 2, color: 'error.main' }}>
                        {lines.map(([field, message], index) => (
                          <li key={index}>
                            <ErrorIcon sx={{ fontSize: 14, verticalAlign: 'middle', marginInlineEnd: 0.5 }} />
                            {field === '_' ? message : `${label(field)}: ${message}`}
                          </li>
                        ))}
                      </Box>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > MAX_ROWS && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.resources.import.more_rows', { smart_count: rows.length - MAX_ROWS })}
        </Typography>
      )}
    </>
  );
}
