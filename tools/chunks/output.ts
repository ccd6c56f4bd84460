/**
 * The build's checks of the chunks it made (tools/vite-chunks.ts): the start-up's order, the files
 * the entry loads, and chunks that import one another in a circle.
 */
import type { GraphOf } from './graph';
import { LANGUAGE_PROVIDER, own } from './modules';

export interface OutputChunk {
  type: 'chunk' | 'asset';
  name: string;
  isEntry?: boolean;
  imports?: readonly string[];
  moduleIds?: readonly string[];
  fileName: string;
}

/**
 * Why the build would not start a signed-in page's requests early (empty when it would): the
 * `start` chunk imports another chunk, or the entry imports it after the language provider's chunk.
 */
export function startOrderProblems(chunks: readonly OutputChunk[]): string[] {
  const start = chunks.find((c) => c.type === 'chunk' && c.name === 'start');
  const entry = chunks.find((c) => c.type === 'chunk' && c.isEntry);
  const language = chunks.find((c) => c.moduleIds?.includes(LANGUAGE_PROVIDER));
  if (!start || !entry || !language) return ['the start, entry or language chunk is missing'];
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  /** Whether evaluating `file` evaluates the language provider's chunk first (or is it). */
  const holdsLanguage = (file: string, seen = new Set<string>()): boolean => {
    if (file === language.fileName) return true;
    if (seen.has(file)) return false;
    seen.add(file);
    return (byFile.get(file)?.imports ?? []).some((dep) => holdsLanguage(dep, seen));
  };
  const problems: string[] = [];
  if (start.imports?.length) problems.push(`start imports ${start.imports.join(', ')}`);
  // the entry's imports are evaluated in their order, each with what it imports
  const order = entry.imports ?? [];
  const startAt = order.indexOf(start.fileName);
  const languageAt = order.findIndex((file) => holdsLanguage(file));
  if (startAt < 0) problems.push(`the entry does not import ${start.fileName}`);
  else if (languageAt >= 0 && languageAt < startAt)
    problems.push(`the entry imports ${order[languageAt]} (the language provider) before ${start.fileName}`);
  return problems;
}

/** The files of the entry chunk and of every chunk it imports, however deep. */
export function entryFilesOf(chunks: readonly OutputChunk[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const queue = chunks.filter((c) => c.type === 'chunk' && c.isEntry).map((c) => c.fileName);
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return files;
}

/**
 * The sets of chunks that import one another in a circle, each in import order. In a circle one
 * chunk runs before a chunk it imports: whatever its modules read of that one's as they run (an
 * element made at load, a class extended) is not there yet.
 */
export function chunkCircles(chunks: readonly OutputChunk[]): string[][] {
  const importsOf = new Map(chunks.map((c) => [c.fileName, c.imports ?? []]));
  const circles: string[][] = [];
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (file: string) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      circles.push(trail.slice(at));
      return;
    }
    if (done.has(file)) return;
    trail.push(file);
    for (const dep of importsOf.get(file) ?? []) visit(dep);
    trail.pop();
    done.add(file);
  };
  for (const file of importsOf.keys()) visit(file);
  return circles;
}

/**
 * Each step of a circle of chunks, with a module import that makes it (`a.js (src/x.ts imports
 * src/y.ts)`): what to look at to break it.
 */
export function circleSteps(
  chunks: readonly OutputChunk[],
  circle: readonly string[],
  graphOf: GraphOf,
): string[] {
  const modulesOf = new Map(chunks.map((c) => [c.fileName, new Set(c.moduleIds ?? [])]));
  return circle.map((file, i) => {
    const next = modulesOf.get(circle[(i + 1) % circle.length]) ?? new Set<string>();
    for (const id of modulesOf.get(file) ?? []) {
      const dep = graphOf(id)?.importedIds.find((d) => next.has(d));
      if (dep) return `${file} (${own(id)} imports ${own(dep)})`;
    }
    return file;
  });
}
