/** Buttons that link to the canonical paths of docs/product.md#routes (`/add`, `/edit/{id}`, `/show/{id}`) instead of react-admin's defaults. */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactNode } from 'react';
import { Button as MuiButton, IconButton } from '@mui/material';
import { Link } from 'react-router-dom';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { appLink } from '../../layout/appLink';
import { hint } from '../../layout/Hints';
import { specPath } from '../paths';

/** A real link (href) styled as a button; react-admin's Button drops `to` in this version. */
export function LinkButton({
  to,
  label,
  icon,
  variant = 'text',
}: {
  to: string;
  label: string;
  icon: ReactNode;
  variant?: 'text' | 'contained' | 'outlined';
}) {
  const translate = useTranslate();
  return (
    <MuiButton component={Link} to={to} size="small" variant={variant} startIcon={icon}>
      {translate(label)}
    </MuiButton>
  );
}

export function CreateLink({ variant = 'text' }: { variant?: 'text' | 'contained' | 'outlined' }) {
  const resource = useResourceContext();
  if (!resource) return null;
  return (
    <LinkButton
      to={specPath(resource, 'create')}
      label="ra.action.create"
      icon={<AddIcon />}
      variant={variant}
    />
  );
}

/**
 * One icon link of a row (show or edit) to the canonical path; the click does not also trigger the row.
 * Its tooltip is the layout's shared one (src/layout/Hints.tsx): one per row would be costly.
 */
function RowLink({ action, icon }: { action: 'show' | 'edit'; icon: React.ReactNode }) {
  const resource = useResourceContext();
  const record = useRecordContext();
  const translate = useTranslate();
  if (!resource || !record) return null;
  const label = translate(`ra.action.${action}`);
  return (
    <IconButton
      {...appLink(specPath(resource, action, record.id))}
      size="small"
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
      {...hint(label)}
    >
      {icon}
    </IconButton>
  );
}

/** `label`: the column's header, read by the Datagrid (every data cell needs a header). */
export function RowLinks({ show = true, edit = true }: { show?: boolean; edit?: boolean; label?: string }) {
  const resource = useResourceContext();
  const record = useRecordContext();
  if (!resource || !record) return null;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {show && <RowLink action="show" icon={<VisibilityIcon fontSize="small" />} />}
      {edit && <RowLink action="edit" icon={<EditIcon fontSize="small" />} />}
    </span>
  );
}
