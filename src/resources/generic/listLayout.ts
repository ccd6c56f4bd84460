/**
 * The generated list's layout: the table scrolls sideways inside its own box (never the page), on
 * a phone each row is a card (its select box at the side, each value under its column's name), and
 * react-admin's bulk-action bar sticks below the header while the table is in view, so the selected
 * rows can be acted on from anywhere in a long list. On a narrow screen the bar's buttons wrap onto
 * a second line instead of leaving the screen.
 */
import type { Theme } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';

type ThemedSx = (theme: Theme) => SystemStyleObject<Theme>;
import { belowHeader } from '../../layout/headerOffset';

/** Class of the bulk-action bar's anchor (react-admin draws the bar its own height above it). */
export const BULK_BAR_CLASS = 'WisudaList-bulkBar';

/** The class of a list cell of the column `name` (a card's label finds it by this). */
export function columnClass(name: string): string {
  return `column-${name}`;
}

/** A card's label of each value: the column's header, before the value. */
export function cardLabelsSx(columns: readonly { name: string; label: string }[]): ThemedSx {
  return (theme) => ({
    [theme.breakpoints.down('sm')]: Object.fromEntries(
      columns.map(({ name, label }) => [
        `& td.${columnClass(name)}::before`,
        {
          content: JSON.stringify(label),
          display: 'block',
          ...theme.typography.caption,
          color: 'text.secondary',
        },
      ]),
    ),
  });
}

/** A row as a card: the select box in its own column at the side, the values stacked beside it. */
const cardSx = (theme: Theme) => ({
  '& .RaDatagrid-tableWrapper': { overflowX: 'visible' },
  '& .RaDatagrid-thead': { display: 'block' },
  // The header keeps only its select-all box (the cards name their values themselves).
  '& .RaDatagrid-thead tr': { display: 'flex' },
  '& .RaDatagrid-thead th:not(:first-of-type)': { display: 'none' },
  '& .RaDatagrid-table': { display: 'block', inlineSize: '100%' },
  '& .RaDatagrid-tbody': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: theme.spacing(1),
    padding: theme.spacing(1),
  },
  '& .RaDatagrid-tbody > tr': {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    borderRadius: `${theme.shape.borderRadius}px`,
    paddingBlock: theme.spacing(0.5),
  },
  '& .RaDatagrid-tbody > tr > td': {
    display: 'block',
    gridColumn: 2,
    borderBlockEnd: 'none',
    paddingBlock: theme.spacing(0.5),
    paddingInline: theme.spacing(1.5),
    minInlineSize: 0,
    overflowWrap: 'anywhere',
    // a value that cannot wrap (a long address) is cut at the card's edge, never widens the page
    overflowX: 'hidden',
  },
  '& .RaDatagrid-tbody > tr > td.MuiTableCell-paddingCheckbox': { gridColumn: 1, gridRow: 'span 12' },
  '& .RaDatagrid-tbody > tr > td:last-of-type': { justifySelf: 'end' },
  '& .RaDatagrid-rowCell .MuiTypography-root': {
    display: 'block',
    inlineSize: 'auto',
    maxInlineSize: '100%',
  },
  '& .RaDatagrid-rowCell *': { minInlineSize: 0, whiteSpace: 'normal' },
  // The bulk bar grows a line where its buttons do not fit beside the count. It grows downwards,
  // over the cards' top, keeping react-admin's offset: its first line stays right below the header.
  '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': {
    flexWrap: 'wrap',
    height: 'auto',
  },
  '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap', paddingInline: 0 },
});

export const LIST_SX: ThemedSx = (theme) => ({
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
  [theme.breakpoints.down('sm')]: cardSx(theme),
  // Nothing selected: the folded bar's buttons leave the tab order and the accessibility tree.
  '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
  [`& .${BULK_BAR_CLASS}`]: {
    position: 'sticky',
    zIndex: 3,
    ...belowHeader(theme, parseFloat(theme.spacing(6))),
  },
});
