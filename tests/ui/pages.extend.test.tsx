/**
 * A custom page's hooks (`wisuda/pages`) find a resource among the resources the admin app hands
 * them (InstallationResources), not in a registry of their own: a resource only the handed list
 * declares is read, its option list from its own address; outside the admin app they say so.
 */
import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveInstallation } from '../../domain/config/plugin';
import { BUILTIN_RESOURCES, resourceByName } from '../../domain/resources';
import sponsorPlugin from '../../examples/sponsor-plugin';
import { useResourceOptions, useResourceRights } from '../../src/pages/extend';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { InstallationResources } from '../../src/providers/installationResources';
import { clearAllOptions } from '../../src/providers/options';
import { server } from './msw';

const WITH_SPONSOR = resolveInstallation(BUILTIN_RESOURCES, { plugins: [sponsorPlugin] }).resources;
const SPONSOR = WITH_SPONSOR.find((r) => r.name === 'sponsor')!;

function SponsorPicker() {
  const sponsors = useResourceOptions('sponsor');
  const rights = useResourceRights('sponsor');
  if (sponsors.refused) return <p role="alert">{sponsors.message}</p>;
  return (
    <div>
      <ul aria-label="sponsors">
        {sponsors.data.map((s) => (
          <li key={s.id}>{s.name}</li>
        ))}
      </ul>
      {rights.create ? <button type="button">Add sponsor</button> : null}
    </div>
  );
}

/** Shows what its children threw, as a page's error screen would. */
class Caught extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const inAdmin = (children: ReactNode) => (
  <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()} store={memoryStore()}>
    {children}
  </AdminContext>
);

afterEach(() => clearAllOptions());

describe('the custom pages’ hooks', () => {
  it('read a resource the admin app hands them, which the installation itself does not declare', async () => {
    expect(resourceByName('sponsor')).toBeUndefined();
    server.use(
      http.get(`/api/${SPONSOR.apiPath.replace(/^\/+/, '')}/getoption`, () =>
        HttpResponse.json({ data: [{ id: 1, name: 'Bank Nusantara' }] }),
      ),
    );
    render(
      inAdmin(<InstallationResources resources={WITH_SPONSOR}>{<SponsorPicker />}</InstallationResources>),
    );
    const list = await screen.findByRole('list', { name: 'sponsors' });
    expect(await screen.findByText('Bank Nusantara')).toBeInTheDocument();
    expect(list.children).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add sponsor' })).toBeInTheDocument();
  });

  it('stop with a plain error outside the admin app', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(inAdmin(<Caught>{<SponsorPicker />}</Caught>));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'wisuda/pages: the hooks are used inside the admin app only',
    );
    quiet.mockRestore();
  });
});
