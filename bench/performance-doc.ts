import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** docs/performance.md, where the benches write their figures. */
export const PERFORMANCE_DOC = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'docs',
  'performance.md',
);

/**
 * Puts a bench's `section` (its text starting with the `heading` line) into docs/performance.md in
 * place of the one under that heading, up to the next `## `, or at the end when there is none yet.
 */
export function writePerformanceSection(heading: string, section: string): void {
  let text = fs.existsSync(PERFORMANCE_DOC) ? fs.readFileSync(PERFORMANCE_DOC, 'utf8') : '# Performance\n\n';
  const start = text.indexOf(`${heading}\n`);
  if (start >= 0) {
    const next = text.indexOf('\n## ', start + 1);
    text = text.slice(0, start) + section + (next >= 0 ? '\n' + text.slice(next + 1) : '');
  } else {
    text = text.replace(/\s*$/, '\n\n') + section;
  }
  fs.writeFileSync(PERFORMANCE_DOC, text);
}
