/**
 * `wisuda create <dir>`: a new installation from template/: package.json depending on the wisuda
 * it was run from (the same tarball or version), wisuda.config.ts, wisuda.server.ts, custom/,
 * migrations/, tsconfig.json and a README with its two commands.
 */
import fs from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where this wisuda came from, as the new package.json should name it: a tarball or folder
 * (`file:`) when the project that installed it (npx's or an installation's) names one, else the version.
 */
function wisudaSpec(pkg, target, version) {
  if (process.env.WISUDA_SPEC) return process.env.WISUDA_SPEC;
  // <project>/node_modules/wisuda: the project's package.json says how it got it
  const project = path.resolve(pkg, '..', '..');
  const manifest = path.join(project, 'package.json');
  if (path.basename(path.dirname(pkg)) === 'node_modules' && existsSync(manifest)) {
    const spec = JSON.parse(readFileSync(manifest, 'utf8')).dependencies?.wisuda;
    if (typeof spec === 'string' && spec.startsWith('file:')) {
      const file = path.resolve(project, spec.slice('file:'.length));
      return `file:${path.relative(target, file)}`;
    }
  }
  return `^${version}`;
}

async function copyTemplate(from, to) {
  await fs.mkdir(to, { recursive: true });
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    // npm leaves a .gitignore out of a package: the template's is named gitignore
    const target = path.join(to, entry.name === 'gitignore' ? '.gitignore' : entry.name);
    if (entry.isDirectory()) await copyTemplate(source, target);
    else await fs.copyFile(source, target);
  }
}

export async function create(args, pkg) {
  const dir = args.find((a) => !a.startsWith('-'));
  if (!dir) {
    console.error('Usage: wisuda create <dir>');
    return 2;
  }
  const target = path.resolve(dir);
  if (existsSync(target) && (await fs.readdir(target)).length) {
    console.error(`${dir} is not empty: name a new folder`);
    return 1;
  }
  const { version } = JSON.parse(await fs.readFile(path.join(pkg, 'package.json'), 'utf8'));
  await copyTemplate(path.join(pkg, 'template'), target);
  const name =
    path
      .basename(target)
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-') || 'wisuda-installation';
  const manifest = {
    name,
    version: '0.1.0',
    private: true,
    type: 'module',
    scripts: {
      start: 'wisuda start',
      build: 'wisuda build',
      'db:diff': 'wisuda db:diff',
      'seed:demo': 'wisuda seed:demo',
      typecheck: 'wisuda typecheck',
      test: 'wisuda test',
    },
    dependencies: { wisuda: wisudaSpec(pkg, target, version) },
  };
  await fs.writeFile(path.join(target, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
  console.log(
    [
      `Created ${dir} (wisuda ${version}). Next:`,
      `  cd ${dir}`,
      '  npm install && npm start',
      'Then edit wisuda.config.ts (docs: node_modules/wisuda/docs/extending.md).',
    ].join('\n'),
  );
  return 0;
}
