/** The submenus a menu item may name as `parent` (domain/menu.ts SUBMENUS; a unit test keeps the two the same). */
export const MENU_PARENTS = ['perguruanTinggi', 'galeri', 'hakAkses'] as const;
