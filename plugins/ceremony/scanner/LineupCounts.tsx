/**
 * Who is in, on the staff's line-up page (not printed): the check-in counts of the chosen acara
 * per entrance and per faculty, for staff who reach its check-in (nothing shown otherwise).
 */
import { useLocaleState } from 'react-admin';
import { ticketText } from '../tickets/messages';
import { CountsPanel } from './CountsPanel';

export function LineupCounts({ acara }: { acara: number }) {
  const [locale] = useLocaleState();
  return <CountsPanel card acara={acara} t={(key) => ticketText(locale, key)} />;
}
