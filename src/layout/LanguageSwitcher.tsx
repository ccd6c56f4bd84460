/**
 * Language switcher with flags (docs/product.md#layout). Usable anywhere inside `<Admin>` (header, auth pages).
 * The choice is persisted by the i18nProvider as `currentLanguage` / `currentLanguageIcon`.
 */
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem, type ButtonProps } from '@mui/material';
import { LANGUAGES, languageFor } from '../../domain/i18n/languages';
import { Flag } from './Flag';

export function LanguageSwitcher({
  sx,
  color = 'inherit',
}: {
  sx?: ButtonProps['sx'];
  color?: ButtonProps['color'];
}) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = languageFor(locale);
  const code = current.locale.slice(0, 2).toUpperCase();
  const choose = (next: string) => {
    setAnchor(null);
    if (next !== current.locale) setLocale(next);
  };
  return (
    <>
      <Button
        color={color}
        onClick={(e) => setAnchor(e.currentTarget)}
        // The visible code starts the name (WCAG 2.5.3 label in name; axe ignores parenthesised text).
        aria-label={`${code}, ${translate('app.layout.header.language', { name: current.name })}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        startIcon={<Flag code={current.icon} size={14} />}
        sx={{ minWidth: 0, px: 1, fontWeight: 600, ...sx }}
      >
        {code}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((l) => (
          <MenuItem
            key={l.locale}
            selected={l.locale === current.locale}
            onClick={() => choose(l.locale)}
            lang={l.locale}
          >
            <ListItemIcon>
              <Flag code={l.icon} size={14} />
            </ListItemIcon>
            <ListItemText>{l.name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
