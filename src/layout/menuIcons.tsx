/** MUI icons named by the menu declarations (resources' and pages' `menu.icon`, built in or configured). */
import type { SvgIconComponent } from '@mui/icons-material';
import Circle from '@mui/icons-material/CircleOutlined';
import { ICONS } from 'virtual:wisuda/icons';

/** The icon component for a declared icon name; unknown names get a neutral circle. */
export function menuIcon(name: string): SvgIconComponent {
  return ICONS[name] ?? Circle;
}
