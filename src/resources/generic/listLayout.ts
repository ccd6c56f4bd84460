/**
 * The generated list's layout: the table scrolls sideways inside its own box (never the page),
 * and react-admin's bulk-action bar sticks below the header while the table is in view, so the
 * selected rows can be acted on from anywhere in a long list.
 */
import type { SxProps, Theme } from '@mui/material';
import { belowHeader } from '../../layout/headerOffset';

/** Class of the bulk-action bar's anchor (react-admin draws the bar its own height above it). */
export const BULK_BAR_CLASS = 'WisudaList-bulkBar';

export const LIST_SX: SxProps<Theme> = (theme) => ({
  minInlineSize: 0,
  '& .RaList-main, & .RaList-content, & .RaDatagrid-root': { minInlineSize: 0 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
  '& .RaDatagrid-headerCell': { fontWeight: 600 },
  // A cell's text wraps only beyond 12rem: no column of one word per line on a narrow screen; the
  // table grows wider and scrolls in its box instead.
  [`& .RaDatagrid-rowCell .MuiTypography-root,
    & .RaDatagrid-headerCell > span:not(.MuiTableSortLabel-root),
    & .RaDatagrid-headerCell .MuiTableSortLabel-root > span`]: {
    display: 'inline-block',
    inlineSize: 'max-content',
    maxInlineSize: '12rem',
    flexShrink: 0,
  },
  // Nothing selected: the folded bar's buttons leave the tab order and the accessibility tree.
  '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
  [`& .${BULK_BAR_CLASS}`]: {
    position: 'sticky',
    zIndex: 3,
    ...belowHeader(theme, parseFloat(theme.spacing(6))),
  },
});
