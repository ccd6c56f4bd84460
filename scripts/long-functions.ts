// Lists every function, arrow function and method longer than MAX_LINES outside the tests,
// and exits 1 when there is one, so `npm run lint:functions` can keep functions short.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { projectSourceFiles, ROOT } from './source-files';

const MAX_LINES = 120;
const FOLDERS = ['domain', 'src', 'server', 'bench', 'scripts', 'tools', 'custom', 'migrations'];

interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) {
    // A callback: name it after the call it is passed to (`app.get('/x', async () => …)`).
    const callee = parent.expression.getText(source);
    const firstArgument = parent.arguments[0];
    const label = firstArgument && ts.isStringLiteralLike(firstArgument) ? ` ${firstArgument.text}` : '';
    return `${callee}(${label.trim()}) callback`;
  }
  return '(anonymous)';
}

function longFunctionsIn(path: string): LongFunction[] {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      const start = source.getLineAndCharacterOfPosition(fn.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(fn.getEnd()).line;
      const lines = end - start + 1;
      if (lines > MAX_LINES) {
        found.push({ file: relative(ROOT, path), line: start + 1, name: nameOf(fn, source), lines });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = projectSourceFiles(FOLDERS);
const long = files.flatMap(longFunctionsIn).sort((a, b) => b.lines - a.lines);

for (const fn of long) console.log(`${fn.lines}\t${fn.file}:${fn.line}\t${fn.name}`);
if (long.length > 0) {
  console.error(`${long.length} function(s) over ${MAX_LINES} lines; split them into smaller ones.`);
  process.exit(1);
}
console.log(`No function over ${MAX_LINES} lines.`);
