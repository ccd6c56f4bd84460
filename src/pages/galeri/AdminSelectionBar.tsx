/** Above the admin grid: how many photos, how many selected, and what to do with the selection. */
import { useTranslate } from 'react-admin';
import { Button, Chip, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import SelectAllIcon from '@mui/icons-material/SelectAll';

export function AdminSelectionBar({
  total,
  selected,
  pageIds,
  onSelect,
  onTag,
  onDelete,
}: {
  total: number;
  selected: ReadonlySet<number>;
  /** The photos of the page on view. */
  pageIds: readonly number[];
  onSelect: (next: Set<number>) => void;
  onTag: () => void;
  onDelete: () => void;
}) {
  const translate = useTranslate();
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const togglePage = () => {
    const next = new Set(selected);
    for (const id of pageIds) {
      if (allOnPage) next.delete(id);
      else next.add(id);
    }
    onSelect(next);
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="subtitle1" sx={{ flexGrow: 1 }} aria-live="polite">
        {translate('app.galeri.count', { smart_count: total })}
      </Typography>
      {selected.size ? (
        <Chip
          label={translate('app.galeri.selected', { smart_count: selected.size })}
          onDelete={() => onSelect(new Set())}
        />
      ) : null}
      <Button size="small" startIcon={<SelectAllIcon />} disabled={!pageIds.length} onClick={togglePage}>
        {translate(allOnPage ? 'app.galeri.select_none' : 'app.galeri.select_page')}
      </Button>
      <Button size="small" startIcon={<LocalOfferIcon />} disabled={!selected.size} onClick={onTag}>
        {translate('app.galeri.tag.action')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={!selected.size}
        onClick={onDelete}
      >
        {translate('ra.action.delete')}
      </Button>
    </Stack>
  );
}
