/**
 * Every column of a generic list has a header, the row links' one included (WCAG 1.3.1; axe and
 * Lighthouse td-has-header on the students list): screen readers name each cell by its column.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from './msw';
import { listAnswer, renderResources } from './resourcesApp';

describe('generic list headers', () => {
  it('names the column of the show and edit links', async () => {
    server.use(
      http.get('/api/data-induk/pt/pt', () =>
        listAnswer([{ id: 7, kode_pt: '001001', nama: 'Universitas Indonesia', is_active: true }]),
      ),
    );
    renderResources('/master/perguruan-tinggi');
    await screen.findByText('Universitas Indonesia');
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.at(-1)).toHaveTextContent('Actions');
    // No empty header: the selection column's holds its select-all checkbox.
    for (const header of headers) {
      expect(header.textContent?.trim() || within(header).queryByRole('checkbox')).toBeTruthy();
    }
  });
});
