/**
 * The option lists (src/providers/optionStore.ts) by resource name, for the core's screens: each
 * name is found among this installation's declarations (domain/resources), built in or configured.
 * A custom page's hooks (`wisuda/pages`) use the store itself, with the declarations the admin app
 * hands them, and do not import this file.
 */
import type { ResourceDef } from '../../domain/resource';
import { resourceByName } from '../../domain/resources';
import {
  isOptionList,
  loadOptionList,
  useOptionList,
  type OptionEntry,
  type OptionItem,
  type OptionListName,
  type OptionParams,
} from './optionStore';

export {
  clearAllOptions,
  clearOptions,
  getOptionEntry,
  optionKey,
  type OptionEntry,
  type OptionItem,
  type OptionListName,
  type OptionParams,
} from './optionStore';

function declared(name: OptionListName): ResourceDef {
  const def = resourceByName(name);
  if (!def) throw new Error(`No declaration for option list ${name}`);
  return def;
}

/** Every declared resource that can be viewed has an option list (`getoption`). */
export function isOptionListName(name: string): name is OptionListName {
  return isOptionList(resourceByName(name));
}

/**
 * Loads a list unless it is already held or loading; a list whose last load failed is loaded again.
 * Answers the items; [] after a failure.
 */
export function loadOptions(name: OptionListName, asked?: OptionParams): Promise<OptionItem[]> {
  return loadOptionList(declared(name), asked);
}

/** The items of option list `name` (useOptionList): `enabled: false` answers an empty, loaded list. */
export function useOptions(name: OptionListName, asked?: OptionParams, enabled = true): OptionEntry {
  return useOptionList(declared(name), asked, enabled);
}
