/** The list tables' own column headers (one for every column: WCAG 1.3.1, axe td-has-header) and the column chooser. */
export default {
  app: { list: { row_actions: 'Acciones', columns: 'Columnas', columns_fit: 'Ajustar a la pantalla' } },
};
