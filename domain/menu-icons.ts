/** Every icon name the menu uses (built-in and configured items): the client bundles only these. */
import { buildMenu, type MenuItem } from './menu';

export function menuIconNames(): string[] {
  const names = new Set<string>();
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      names.add(item.icon);
      if (item.children) walk(item.children);
    }
  };
  for (const group of buildMenu()) walk(group.items);
  return [...names].sort();
}
