/** The sponsor plugin's report page: the sponsorship per tier (count and sum). */
import { useGetList, useLocaleState } from 'react-admin';
import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { labelIn } from 'wisuda/config';

interface Sponsor {
  id: number;
  tingkat: string | null;
  nilai: number | null;
}

const HEADING = {
  en: 'Sponsors by tier',
  id: 'Sponsor per tingkat',
  ar: 'الرعاة حسب الفئة',
  fr: 'Sponsors par niveau',
  de: 'Sponsoren nach Stufe',
  es: 'Patrocinadores por nivel',
  'pt-BR': 'Patrocinadores por nível',
  'zh-CN': '按等级划分的赞助商',
};
const TIER = {
  en: 'Tier',
  id: 'Tingkat',
  ar: 'الفئة',
  fr: 'Niveau',
  de: 'Stufe',
  es: 'Nivel',
  'pt-BR': 'Nível',
  'zh-CN': '等级',
};

export default function SponsorReport() {
  const [locale] = useLocaleState();
  const { data = [], isPending } = useGetList<Sponsor>('menu/sponsor', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'IDR' });
  const tiers = new Map<string, { count: number; total: number }>();
  for (const s of data) {
    const tier = tiers.get(s.tingkat ?? '-') ?? { count: 0, total: 0 };
    tiers.set(s.tingkat ?? '-', { count: tier.count + 1, total: tier.total + (s.nilai ?? 0) });
  }
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {labelIn(HEADING, locale)}
        </Typography>
        {!isPending && (
          <Table size="small" aria-label="sponsor-report">
            <TableHead>
              <TableRow>
                <TableCell>{labelIn(TIER, locale)}</TableCell>
                <TableCell align="right">#</TableCell>
                <TableCell align="right">IDR</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[...tiers].map(([tier, { count, total }]) => (
                <TableRow key={tier}>
                  <TableCell>{tier}</TableCell>
                  <TableCell align="right">{count}</TableCell>
                  <TableCell align="right">{money.format(total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
