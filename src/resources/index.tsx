/**
 * One react-admin `<Resource>` per declaration, named after its route without the leading
 * slash (`master/perguruan-tinggi`). The paths of docs/product.md#routes are the canonical ones: the list at `/<route>`,
 * create at `/<route>/add`, edit at `/<route>/edit/<id>`, show at `/<route>/show/<id>`
 * (react-admin's own `/create` and `/:id` are not registered). Nested routes are their own
 * resources: `/master/perguruan-tinggi/bentuk` is bentuk PT, not an edit of id "bentuk", because
 * the router ranks the longer static resource path first.
 * Screens are generated; a resource's own screens module (`screensOf`) replaces only what it needs.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import { Resource, type RaRecord } from 'react-admin';
import { Route } from 'react-router-dom';
import { actionsOf, type ResourceDef, type ScreenModule, type ScreenProps } from '../../domain/resource';
import { lazyScreen } from '../layout/lazyScreen';
import { GENERIC_SCREENS, screensOf } from '../screenLoaders';
import { referenceLabel } from './generic/labels';
import { RecordHeading } from './generic/RecordHeading';
import { SUB_ROUTES } from './paths';
import { raName, RESOURCES } from './registry';

// Every screen's code is loaded on demand (docs/product.md#failures).
const GenericCreate = lazyScreen(GENERIC_SCREENS.create, 'GenericCreate');
const GenericEdit = lazyScreen(GENERIC_SCREENS.edit, 'GenericEdit');
const GenericList = lazyScreen(GENERIC_SCREENS.list, 'GenericList');
const GenericShow = lazyScreen(GENERIC_SCREENS.show, 'GenericShow');
const SingletonEdit = lazyScreen(GENERIC_SCREENS.singleton, 'SingletonEdit');

const GENERIC: Required<ScreenModule> = {
  list: GenericList,
  create: GenericCreate,
  edit: GenericEdit,
  show: GenericShow,
};

/**
 * One screen of a resource: the replacement when its screens module exports one
 * (the module loads when the screen is first shown), else the generated screen.
 */
function screenElement(def: ResourceDef, key: keyof ScreenModule, generic: ComponentType<ScreenProps>) {
  const load = screensOf(def);
  if (!load) return createElement(generic, { def });
  const Screen = lazyScreen(load, (module) => module[key] ?? generic);
  return createElement(Screen, { def });
}

export function screensFor(def: ResourceDef) {
  return {
    list: screenElement(def, 'list', GENERIC.list),
    create: screenElement(def, 'create', GENERIC.create),
    edit: screenElement(def, 'edit', GENERIC.edit),
    show: screenElement(def, 'show', GENERIC.show),
  };
}

/** An edit or show screen, with its record named in the page header. */
function named(def: ResourceDef, screen: ReactElement): ReactElement {
  return (
    <>
      <RecordHeading def={def} />
      {screen}
    </>
  );
}

export function resourceElement(def: ResourceDef): ReactElement {
  const name = raName(def);
  const actions = actionsOf(def);
  const screens = screensFor(def);
  if (def.singleton) {
    // one record, one form, at the route itself
    const form = screenElement(def, 'edit', SingletonEdit);
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
      {canEdit && <Route path={SUB_ROUTES.edit} element={named(def, screens.edit)} />}
      <Route path={SUB_ROUTES.show} element={named(def, screens.show)} />
    </Resource>
  );
}

export const resourceElements: ReactElement[] = RESOURCES.map((def) => resourceElement(def));
