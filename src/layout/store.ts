import { localStorageStore } from 'react-admin';

/** react-admin's persisted preferences (locale, theme, list settings), shared by both shells. */
export const store = localStorageStore();
