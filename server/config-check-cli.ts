/**
 * `npm start` runs this before the build: a mistake in wisuda.config.ts stops it here with one line
 * per problem (no stack trace, no bundler output), naming where it is and what to change. It loads the
 * declarations as the app does (resources and pages, with the checks of domain/config/checks.ts) and
 * checks every menu icon against @mui/icons-material, which the build would otherwise refuse.
 */
import './config-errors';
import config from 'wisuda-installation/config';
import { mergePlugins } from '../domain/config/plugin';
import { ConfigError, type AnyWisudaConfig } from '../domain/config/resolve';
import { iconProblems } from './config-icons';

/** The problems the declarations report as they load (a ConfigError's lines), else none. */
async function declarationProblems(): Promise<string[]> {
  try {
    await import('../domain/pages');
    return [];
  } catch (err) {
    if (!(err instanceof Error) || err.name !== 'ConfigError') throw err;
    return err.message
      .split('\n')
      .filter((line) => line.startsWith('  - '))
      .map((line) => line.slice(4));
  }
}

/** The config with its plugins' declarations merged in (their menu icons too), when it merges. */
async function withPlugins(): Promise<AnyWisudaConfig> {
  try {
    const { BUILTIN_RESOURCES } = await import('../domain/resources');
    return mergePlugins(config, BUILTIN_RESOURCES).config;
  } catch {
    return config as AnyWisudaConfig; // its problems are reported by declarationProblems
  }
}

const problems = [...(await declarationProblems()), ...iconProblems(await withPlugins())];
if (problems.length) throw new ConfigError(problems);
