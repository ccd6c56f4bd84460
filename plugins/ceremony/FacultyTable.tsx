/** One faculty's line-up as a table (and as a printed page): number, seat, NIM, name read, pronunciation. */
import {
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  Card,
  CardContent,
} from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import type { LineupRow } from './api';
import type { CeremonyText } from './messages';

export function FacultyTable({
  faculty,
  acara,
  rows,
  t,
  onMove,
}: {
  faculty: string;
  acara: string;
  rows: LineupRow[];
  t: (key: CeremonyText, params?: Record<string, string | number>) => string;
  onMove?: (id: number, move: 'up' | 'down') => void;
}) {
  const placed = rows.filter((r) => r.urutan !== null);
  return (
    <Card component="section" className="ceremony-faculty" aria-label={faculty}>
      <CardContent sx={{ overflowX: 'auto' }}>
        <Typography variant="h6" component="h2">
          {faculty}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {acara}
        </Typography>
        <Table size="small" aria-label={faculty}>
          <TableHead>
            <TableRow>
              <TableCell>{t('col_number')}</TableCell>
              <TableCell>{t('col_seat')}</TableCell>
              <TableCell>{t('col_nim')}</TableCell>
              <TableCell>{t('col_name')}</TableCell>
              <TableCell>{t('col_phonetic')}</TableCell>
              <TableCell>{t('col_program')}</TableCell>
              <TableCell align="right">{t('col_guests')}</TableCell>
              {onMove && <TableCell className="ceremony-no-print" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              const at = placed.indexOf(r);
              return (
                <TableRow key={r.id} data-testid={`lineup-${r.nim}`}>
                  <TableCell>{r.urutan ?? '–'}</TableCell>
                  <TableCell>{r.kursi ?? '–'}</TableCell>
                  <TableCell>{r.nim}</TableCell>
                  <TableCell>
                    {r.nama_dibaca}
                    {r.nama_menunggu && (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="div"
                        className="ceremony-no-print"
                      >
                        {t('asked_name', { name: r.nama_menunggu })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{r.ejaan ?? ''}</TableCell>
                  <TableCell>{r.prodi ?? ''}</TableCell>
                  <TableCell align="right">{r.tamu_diberikan}</TableCell>
                  {onMove && (
                    <TableCell className="ceremony-no-print" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        size="small"
                        aria-label={`${t('up')}: ${r.nama_dibaca}`}
                        disabled={at <= 0}
                        onClick={() => onMove(r.id, 'up')}
                      >
                        <ArrowUpwardIcon fontSize="inherit" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={`${t('down')}: ${r.nama_dibaca}`}
                        disabled={at < 0 || at >= placed.length - 1}
                        onClick={() => onMove(r.id, 'down')}
                      >
                        <ArrowDownwardIcon fontSize="inherit" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
