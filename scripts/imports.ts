// Reads the project's imports as the compiler resolves them (`import()`, `import type` and the
// tsconfig `paths` names such as wisuda/server included) and exits 1, listing what is wrong, when
// - a file imports a floor above its own: domain/ imports src/ or server/, src/ and server/ each other
//   (ESLint says so as you type for relative paths; here no alias goes around it), or
// - an import circle (files that import each other in a loop) spans folders: each folder's imports
//   must run one way (docs/architecture.md). A circle inside one folder is that folder's own business.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { projectSourceFiles, ROOT } from './source-files';

const FOLDERS = ['domain', 'src', 'server', 'bench', 'scripts', 'tools', 'custom', 'plugins', 'examples'];
/** The folders each floor never imports. */
const FLOORS: Record<string, readonly string[]> = {
  domain: ['src', 'server'],
  src: ['server'],
  server: ['src'],
};

const folderOf = (file: string) => relative(ROOT, file).split('/')[0];

/** The compiler options of tsconfig.json: its module resolution and `paths` name the same files here. */
function compilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  return parsed!.options;
}

/** Each file's imports among `files`, resolved as the compiler resolves them. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const options = compilerOptions();
  const cache = ts.createModuleResolutionCache(ROOT, (f) => f, options);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((i) => ts.resolveModuleName(i.fileName, file, options, ts.sys, cache).resolvedModule)
      .map((m) => m?.resolvedFileName)
      .filter((target): target is string => target !== undefined && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan): the import circles. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const graph = importGraph(projectSourceFiles(FOLDERS));

const belowFloor = [...graph].flatMap(([file, targets]) =>
  targets
    .filter((target) => FLOORS[folderOf(file)]?.includes(folderOf(target)))
    .map((target) => `${relative(ROOT, file)} imports ${relative(ROOT, target)}`),
);
for (const line of belowFloor) console.log(line);

const all = circles(graph);
const spanning = all.filter((circle) => new Set(circle.map(dirname)).size > 1);
for (const circle of spanning) {
  const members = new Set(circle);
  const folders = new Set(circle.map((f) => relative(ROOT, dirname(f))));
  console.log(`A circle of ${circle.length} files in ${folders.size} folders:`);
  for (const file of circle) {
    const inside = (graph.get(file) ?? []).filter((t) => members.has(t)).map((t) => relative(ROOT, t));
    console.log(`  ${relative(ROOT, file)} -> ${inside.join(', ')}`);
  }
}

const problems = [
  belowFloor.length
    ? `${belowFloor.length} import(s) across the floors (domain/ imports neither src/ nor server/, which never import each other)`
    : '',
  spanning.length
    ? `${spanning.length} import circle(s) spanning folders (make the imports run one way: move what both need below them, or hand it in)`
    : '',
].filter(Boolean);
if (problems.length > 0) {
  console.error(`${problems.join('; ')}.`);
  process.exit(1);
}
console.log(
  `The floors hold and no import circle spans folders (${graph.size} files; ${all.length} circle(s) inside one folder).`,
);
