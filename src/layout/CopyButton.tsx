/**
 * Copy a value to the clipboard with a 2 s toast (docs/product.md#constants). `useCopyToClipboard()` for custom UIs,
 * `<CopyButton value="..." label="NIM" />` for the common case.
 */
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { IconButton, Tooltip, type IconButtonProps } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';

export const COPY_TOAST_MS = 2000;

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers / non-secure contexts.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy command refused');
}

export function useCopyToClipboard(): (text: string) => Promise<boolean> {
  const notify = useNotify();
  return useCallback(
    async (text: string) => {
      try {
        await writeClipboard(text);
        notify('app.layout.copy.copied', { type: 'success', autoHideDuration: COPY_TOAST_MS });
        return true;
      } catch (error) {
        console.error(error);
        notify('app.layout.copy.failed', { type: 'error', autoHideDuration: COPY_TOAST_MS });
        return false;
      }
    },
    [notify],
  );
}

export function CopyButton({
  value,
  label,
  ...props
}: { value: string; label?: string } & Omit<IconButtonProps, 'onClick' | 'value'>) {
  const translate = useTranslate();
  const copy = useCopyToClipboard();
  const text = label
    ? translate('app.layout.copy.copy_named', { name: label })
    : translate('app.layout.copy.copy');
  return (
    <Tooltip title={text}>
      <IconButton size="small" aria-label={text} onClick={() => void copy(value)} {...props}>
        <ContentCopy fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
