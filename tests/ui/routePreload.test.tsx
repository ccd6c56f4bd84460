import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppLinks } from '../../src/layout/AppLinks';
import { loaded } from '../../src/layout/preload';
import { preloadRoute, resourceScreenAt } from '../../src/routePreload';
import { GENERIC_SCREENS, PAGE_SCREENS, loadShellLayout } from '../../src/screenLoaders';

const arrived = (loader: () => Promise<unknown>) =>
  expect.poll(() => loaded(loader), { timeout: 15_000 }).toBeDefined();

describe('route preloading', () => {
  it('finds the declared resource and screen of an address, nested resources before their parent', () => {
    const at = (path: string) => {
      const found = resourceScreenAt(path);
      return found && [found.def.name, found.kind];
    };
    expect(at('/master/mahasiswa')).toEqual(['mahasiswa', 'list']);
    expect(at('/master/mahasiswa/')).toEqual(['mahasiswa', 'list']);
    expect(at('/master/mahasiswa/add')).toEqual(['mahasiswa', 'create']);
    expect(at('/master/mahasiswa/edit/12')).toEqual(['mahasiswa', 'edit']);
    expect(at('/master/mahasiswa/show/12')).toEqual(['mahasiswa', 'show']);
    expect(at('/master/perguruan-tinggi/bentuk')?.[1]).toBe('list');
    expect(at('/master/perguruan-tinggi/bentuk')?.[0]).not.toBe(at('/master/perguruan-tinggi')?.[0]);
    // a singleton's one screen is its form
    expect(at('/setting/apps')?.[1]).toBe('edit');
    expect(at('/setting/apps/edit/1')).toBeUndefined();
    expect(at('/master/mahasiswa/import')).toBeUndefined();
    expect(at('/nowhere')).toBeUndefined();
  });

  it("starts the layout's and the screen's code of a resource address before anything renders it", async () => {
    preloadRoute('/master/perguruan-tinggi/bentuk/add');
    await arrived(loadShellLayout);
    await arrived(GENERIC_SCREENS.create);
  });

  it("starts a page's screen; / is the dashboard", async () => {
    preloadRoute('/');
    await arrived(PAGE_SCREENS.dashboard);
  });

  it('starts the screen of an in-app link the pointer reaches, not of other links', async () => {
    render(
      <MemoryRouter>
        <AppLinks />
        <a href="/master/program-studi/show/3">Prodi 3</a>
        <a href="https://example.org/menu/galeri/list">elsewhere</a>
      </MemoryRouter>,
    );
    fireEvent.pointerOver(screen.getByText('elsewhere'));
    fireEvent.pointerOver(screen.getByText('Prodi 3'));
    await arrived(GENERIC_SCREENS.show);
    expect(loaded(PAGE_SCREENS.galeriList)).toBeUndefined();
  });
});
