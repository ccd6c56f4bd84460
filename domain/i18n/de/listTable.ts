/** Headers of the list tables' own columns (a header for every column: WCAG 1.3.1, axe td-has-header). */
export default { app: { list: { row_actions: 'Aktionen' } } };
