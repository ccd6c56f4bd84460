/**
 * What the stairs' scanner shows after a call: who was called, and when the graduate was called
 * before, each call with its time and which one counts, the staff choosing another.
 */
import { Alert, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { CallAnswer, CallOfGraduate } from './api';
import type { StageText } from './messages';

export function CallResult({
  answer,
  calls,
  onChoose,
  t,
  time,
}: {
  answer: CallAnswer;
  calls: CallOfGraduate[];
  onChoose: (callId: number) => void;
  t: (k: StageText, p?: Record<string, string | number>) => string;
  time: (iso: string) => string;
}) {
  return (
    <Alert severity="success" data-testid="stage-called">
      <Typography sx={{ fontWeight: 700 }}>{t('called', { name: answer.graduate.nama })}</Typography>
      <Typography variant="body2">
        {answer.graduate.nim} ·{' '}
        {[answer.graduate.fakultas, answer.graduate.prodi].filter(Boolean).join(' · ')}
      </Typography>
      {calls.length > 1 && (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('calls', { n: calls.length })}
          </Typography>
          <List dense disablePadding>
            {calls.map((c) => (
              <ListItem
                key={c.id}
                disableGutters
                secondaryAction={
                  c.superseded ? (
                    <Button size="small" onClick={() => onChoose(c.id)}>
                      {t('choose_call')}
                    </Button>
                  ) : (
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {t('counts')}
                    </Typography>
                  )
                }
              >
                <ListItemText
                  primary={time(c.called_at)}
                  secondary={t(c.source === 'scan' ? 'scan' : 'by_search')}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
