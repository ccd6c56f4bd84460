/**
 * One react-admin `<Resource>` per declaration, named after its spec route without the leading
 * slash (`master/perguruan-tinggi`). The spec paths are the canonical ones: the list at `/<route>`,
 * create at `/<route>/add`, edit at `/<route>/edit/<id>`, show at `/<route>/show/<id>`
 * (react-admin's own `/create` and `/:id` are not registered). Nested routes are their own
 * resources: `/master/perguruan-tinggi/bentuk` is bentuk PT, not an edit of id "bentuk", because
 * the router ranks the longer static resource path first.
 * Screens are generated; `overrides` replaces only what a resource needs.
 */
import type { ReactElement } from 'react';
import { Resource, type RaRecord } from 'react-admin';
import { Route } from 'react-router-dom';
import { actionsOf, type ResourceDef } from '../../domain/resource';
import { lazyScreen } from '../layout/lazyScreen';
import { referenceLabel } from './generic/labels';
import { overrides, type ScreenOverrides } from './overrides';
import { SUB_ROUTES } from './paths';
import { raName, RESOURCES } from './registry';

// Every screen's code is loaded on demand (spec §8).
const GenericCreate = lazyScreen(() => import('./generic/GenericCreate'), 'GenericCreate');
const GenericEdit = lazyScreen(() => import('./generic/GenericEdit'), 'GenericEdit');
const GenericList = lazyScreen(() => import('./generic/GenericList'), 'GenericList');
const GenericShow = lazyScreen(() => import('./generic/GenericShow'), 'GenericShow');
const SingletonEdit = lazyScreen(() => import('./generic/SingletonEdit'), 'SingletonEdit');

export function screensFor(def: ResourceDef, custom: ScreenOverrides = {}) {
  return {
    list: custom.list ?? <GenericList def={def} />,
    create: custom.create ?? <GenericCreate def={def} />,
    edit: custom.edit ?? <GenericEdit def={def} />,
    show: custom.show ?? <GenericShow def={def} />,
  };
}

export function resourceElement(def: ResourceDef, custom: ScreenOverrides = {}): ReactElement {
  const name = raName(def);
  const actions = actionsOf(def);
  const screens = screensFor(def, custom);
  if (def.singleton) {
    // one record, one form, at the route itself
    const form = custom.edit ?? <SingletonEdit def={def} />;
    return (
      <Resource
        key={name}
        name={name}
        list={form}
        recordRepresentation={(record: RaRecord) => referenceLabel(def, record)}
      />
    );
  }
  const canCreate = actions.includes('create');
  const canEdit = actions.includes('update');
  return (
    <Resource
      key={name}
      name={name}
      list={screens.list}
      hasCreate={canCreate}
      hasEdit={canEdit}
      hasShow
      recordRepresentation={(record: RaRecord) => referenceLabel(def, record)}
    >
      {canCreate && <Route path={SUB_ROUTES.create} element={screens.create} />}
      {canEdit && <Route path={SUB_ROUTES.edit} element={screens.edit} />}
      <Route path={SUB_ROUTES.show} element={screens.show} />
    </Resource>
  );
}

export const resourceElements: ReactElement[] = RESOURCES.map((def) =>
  resourceElement(def, overrides[def.name]),
);
