/**
 * A plugin's words given as loaders (the ceremony's `translations: () => import('./translations')`)
 * come with the language chosen, not with the declarations: before a language is loaded its labels
 * hold the declaration's English only; once chosen, the menu, the page title, resource and field
 * names, enum options, role names and the toasts' resource name are in that language.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_ROLE, signInAs } from './authApp';
import { renderShell, shellHandlers } from './shellApp';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { CONFIG_PAGES, CONFIG_ROLES, RESOURCES } from '../../domain/resources';
import { labelIn } from '../../domain/config/label';
import { optionName, raName } from '../../domain/resource';

const kehadiran = RESOURCES.find((r) => r.name === 'kehadiran')!;
const acara = RESOURCES.find((r) => r.name === 'acara')!;
const order = acara.fields.urutan_menurut;
const staff = CONFIG_ROLES.find((r) => r.name === 'panitia_wisuda')!;
const lineup = CONFIG_PAGES.find((p) => p.path === '/menu/barisan-wisuda')!;

afterEach(async () => {
  await act(() => i18nProvider.changeLocale('en'));
});

describe('plugin words loaded with the language', () => {
  it('are not in the declarations before their language is chosen, and everywhere once it is', async () => {
    // German has not been loaded by any test before: the declarations carry English only
    expect(labelIn(kehadiran.label, 'de')).toBe('Ceremony attendance');
    await act(() => i18nProvider.changeLocale('de'));
    expect(labelIn(kehadiran.label, 'de')).not.toBe('Ceremony attendance');
    const name = labelIn(kehadiran.label, 'de')!;
    const t = (key: string, options?: object) => i18nProvider.translate(key, options);
    expect(t(`resources.${raName(kehadiran)}.name`, { smart_count: 1 })).toBe(name);
    expect(t(`resources.${raName(kehadiran)}.fields.hadir`)).toBe(
      labelIn(kehadiran.fields.hadir.label, 'de'),
    );
    expect(labelIn(kehadiran.fields.hadir.label, 'de')).not.toBe('Attends');
    expect(t(`resources.${raName(acara)}.fields.batas_konfirmasi`)).not.toBe('Confirmation deadline');
    expect(t(`resources.${raName(kehadiran)}.notifications.created`)).toContain(name);
    expect(labelIn(staff.label, 'de')).not.toBe('Ceremony staff');
    expect(labelIn(lineup.title, 'de')).not.toBe('Line-up and seats');
    expect(order.type === 'enum' && optionName(order.options[1], 'de')).toBe('Name');
  });

  it('show in the menu and the page title of the language chosen', async () => {
    shellHandlers();
    signInAs(ADMIN_ROLE);
    await act(() => i18nProvider.changeLocale('id'));
    renderShell('/menu/barisan-wisuda');
    // the breadcrumb and the heading name the page in Indonesian, the menu the plugin's entries
    const crumbs = await screen.findByRole('navigation', {}, { timeout: 10_000 });
    expect(await within(crumbs).findByText('Barisan dan Kursi')).toBeTruthy();
    expect((await screen.findAllByText('Kehadiran Wisuda')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Ceremony attendance')).toBeNull();
    expect(screen.queryByText('Line-up and seats')).toBeNull();
  });
});
