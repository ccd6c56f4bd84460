/** Dark/light toggle (docs/product.md#layout); the mode is kept in the layout settings in localStorage. */
import { useTheme, useTranslate } from 'react-admin';
import { IconButton } from '@mui/material';
import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import { hint } from './Hints';
import { setLayoutSettings, useLayoutSettings } from './layoutSettings';

export function ThemeToggle() {
  const translate = useTranslate();
  // Same default as react-admin's ThemeProvider gets (`defaultTheme` from the layout settings).
  const [mode, setMode] = useTheme(useLayoutSettings().mode);
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = translate(next === 'dark' ? 'app.layout.header.dark_mode' : 'app.layout.header.light_mode');
  return (
    <IconButton
      color="inherit"
      {...hint(label)}
      onClick={() => {
        setLayoutSettings({ mode: next });
        setMode(next);
      }}
    >
      {mode === 'dark' ? <LightMode /> : <DarkMode />}
    </IconButton>
  );
}
