import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The text is read in three places only: `text/` (normalisation, the one matcher, word and bracket
 * helpers), `parse/` (statement → tree) and `lexicon/` (vocabularies and the few patterns that go
 * with them). Every other stage reads the annotations they leave on the tree, never the text:
 * outside those folders no regular expression is written and no string is searched, split or
 * rewritten (`includes`, `startsWith`, `split`, `replace`, … on a string; the type checker tells a
 * string from an array).
 */
const ROOT = join(process.cwd(), 'src/scoring');
const TEXT_FOLDERS = ['text', 'parse', 'lexicon'];
const STRING_SEARCHES = new Set(['includes', 'startsWith', 'endsWith', 'indexOf', 'lastIndexOf', 'match', 'matchAll', 'search', 'replace', 'replaceAll', 'split']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

function textReadsOutsideTextFolders(): string[] {
  const files = sourceFiles(ROOT).filter((f) => !TEXT_FOLDERS.includes(relative(ROOT, f).split('/')[0]!));
  const program = ts.createProgram(files, { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, strict: true, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const found: string[] = [];
  for (const file of files) {
    const sf = program.getSourceFile(file)!;
    const where = (n: ts.Node) => `${relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;
    const visit = (n: ts.Node): void => {
      if (n.kind === ts.SyntaxKind.RegularExpressionLiteral) found.push(`${where(n)} regular expression ${n.getText(sf)}`);
      else if (ts.isNewExpression(n) && n.expression.getText(sf) === 'RegExp') found.push(`${where(n)} new RegExp`);
      else if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && STRING_SEARCHES.has(n.expression.name.text)) {
        const receiver = checker.getTypeAtLocation(n.expression.expression);
        if (receiver.flags & ts.TypeFlags.StringLike) found.push(`${where(n)} ${n.expression.getText(sf)}()`);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return found;
}

describe('text is read only by text/, parse/ and lexicon/', () => {
  // The type checker reads the engine's sources: seconds, not milliseconds.
  it('has no pattern over a string anywhere else in src/scoring', { timeout: 60_000 }, () => {
    expect(textReadsOutsideTextFolders()).toEqual([]);
  });
});
