#!/usr/bin/env node
/**
 * `wisuda`: the command of an installation (docs/extending.md). Run in the installation's folder:
 *   wisuda create <dir>        scaffold a new installation
 *   wisuda start               check the config, build the app when it changed, serve (--no-build)
 *   wisuda build               build the app with the installation's pages into dist/
 *   wisuda db:diff <label>     write the installation's next migration (migrations/)
 *   wisuda seed:demo           load the demo data set
 *   wisuda typecheck           typecheck the installation against the package's types
 *   wisuda check               check the config as start does, without starting
 *   wisuda test                typecheck, check, then the installation's tests/ (node:test)
 */
import { spawnSync } from 'node:child_process';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { create } from './create.js';
import { buildApp, buildNeeded } from './build.js';
import { installationTests } from './tests.js';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(process.env.WISUDA_ROOT ?? process.cwd());
const server = (file) => pathToFileURL(path.join(pkg, 'dist-server', file)).href;

const USAGE = `Usage: wisuda <command>
  create <dir>       scaffold a new installation in <dir>
  start              check the config, build the app when it changed, serve it (PORT, default 3000);
                     --no-build: serve the API and the app as last built, without building
  build              build the app with the installation's pages into dist/
  db:diff <label>    write the installation's next migration into migrations/
  seed:demo          load the demo data set into the database
  typecheck          typecheck the installation (tsc) against the package's types
  check              check wisuda.config.ts as start does, without starting
  test               typecheck, check, then run the installation's tests/**/*.test.ts with node:test`;

/** The installation's modules by name and its TypeScript compiled as loaded (bin/hooks.js). */
function installHooks() {
  process.env.WISUDA_ROOT = root;
  register(pathToFileURL(path.join(pkg, 'bin/hooks.js')), { data: { root } });
}

/** Runs one of the package's built commands in this process, with `args` as its arguments. */
async function run(file, args = []) {
  process.argv = [process.argv[0], file, ...args];
  await import(server(file));
}

/** The config check in a process of its own: a mistake ends it with its lines, and start stops. */
function check() {
  const result = spawnSync(process.execPath, [path.join(pkg, 'bin/wisuda.js'), 'check:run'], {
    stdio: 'inherit',
    env: { ...process.env, WISUDA_ROOT: root },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function build(force) {
  if (!force && !(await buildNeeded(root, pkg))) return;
  installHooks();
  process.env.WISUDA_MENU_ICONS = server('menu-icons.js');
  await buildApp(root, pkg);
}

const [command, ...args] = process.argv.slice(2);
switch (command) {
  case 'create':
    process.exit(await create(args, pkg));
    break;
  case 'start':
    check();
    // the build in a process of its own: the server starts without Vite's modules loaded
    if (!args.includes('--no-build') && (await buildNeeded(root, pkg))) {
      const built = spawnSync(process.execPath, [path.join(pkg, 'bin/wisuda.js'), 'build'], {
        stdio: 'inherit',
      });
      if (built.status !== 0) process.exit(built.status ?? 1);
    }
    installHooks();
    process.env.DIST_DIR ??= path.join(root, 'dist');
    await run(
      'main.js',
      args.filter((a) => a !== '--no-build'),
    );
    break;
  case 'build':
    await build(true);
    break;
  case 'db:diff':
    installHooks();
    await run('diff-cli.js', args);
    break;
  case 'seed:demo':
    installHooks();
    await run('seed-demo-cli.js', args);
    break;
  case 'check':
    check();
    console.log('wisuda.config.ts: no problems found.');
    break;
  case 'check:run':
    installHooks();
    await run('config-check-cli.js');
    break;
  case 'test': {
    for (const step of ['typecheck', 'check']) {
      const result = spawnSync(process.execPath, [path.join(pkg, 'bin/wisuda.js'), step], {
        stdio: 'inherit',
      });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
    const files = await installationTests(root);
    if (!files.length) break;
    const result = spawnSync(
      process.execPath,
      ['--import', pathToFileURL(path.join(pkg, 'bin/register.js')).href, '--test', ...files],
      { stdio: 'inherit', env: { ...process.env, WISUDA_ROOT: root } },
    );
    process.exit(result.status ?? 1);
    break;
  }
  case 'typecheck': {
    const tsc = path.join(path.dirname(fileURLToPath(import.meta.resolve('typescript'))), '..', 'bin', 'tsc');
    const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', path.join(root, 'tsconfig.json')], {
      stdio: 'inherit',
    });
    process.exit(result.status ?? 1);
    break;
  }
  default:
    console.error(command ? `Unknown command ${command}\n${USAGE}` : USAGE);
    process.exit(command === undefined || command === 'help' || command === '--help' ? 0 : 2);
}
