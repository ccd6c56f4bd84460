/**
 * This project's migration histories with their declarations: the core's (the built-in resources)
 * and the installation's (everything wisuda.config.ts adds and extends).
 */
import { BUILTIN_RESOURCES, RESOURCES } from '../../../domain/resources';
import { coreHistory, installationHistory } from '../histories';
import type { DeclaredHistory } from './declared';

export function declaredHistories(): DeclaredHistory[] {
  return [
    { ...coreHistory(), resources: BUILTIN_RESOURCES },
    { ...installationHistory(), resources: RESOURCES },
  ];
}
