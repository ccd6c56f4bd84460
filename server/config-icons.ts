/** The menu icons a wisuda.config.ts names, checked against @mui/icons-material (its file per icon). */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { configIcons, didYouMean } from '../domain/config/checks';
import type { AnyWisudaConfig } from '../domain/config/resolve';

// wherever npm put it: beside Wisuda, or hoisted in an installation that depends on Wisuda
const ICON_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mui/icons-material/Add')),
  'esm',
);

/** One line per menu icon of the config that @mui/icons-material does not have. */
export function iconProblems(config: AnyWisudaConfig, iconDir = ICON_DIR): string[] {
  const wrong = configIcons(config).filter(
    ({ icon }) => !/^[A-Z][A-Za-z0-9]*$/.test(icon) || !fs.existsSync(path.join(iconDir, `${icon}.js`)),
  );
  if (!wrong.length) return [];
  const known = fs
    .readdirSync(iconDir)
    .filter((f) => f.endsWith('.js') && /^[A-Z]/.test(f))
    .map((f) => f.slice(0, -3));
  return wrong.map(
    ({ where, icon }) =>
      `${where}: "${icon}" is not an icon of @mui/icons-material${didYouMean(icon, known, '; name one of https://mui.com/material-ui/material-icons/')}`,
  );
}
