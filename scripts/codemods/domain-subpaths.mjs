// Rewrites imports from '@balcao/domain' to the area subpaths ('@balcao/domain/money', …): each imported
// name goes to the area whose index.ts exports it, read from packages/domain/src/*/index.ts (and the files
// it re-exports) with TypeScript's parser, so the mapping follows the areas as they are when it runs. Idempotent: a file with
// no root import is left alone, and names join an import of their area the file already has.
//
//   node scripts/codemods/domain-subpaths.mjs            # every source file outside packages/domain
//   node scripts/codemods/domain-subpaths.mjs apps/x.ts  # only these files or folders
//
// A name no area exports, `import * as` or `export *` of the root, and `import('@balcao/domain')` are
// listed and their file left as it was (exit 1). Changed files are formatted by biome (imports sorted).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ts = createRequire(join(root, 'package.json'))('typescript');
const ROOT_MODULE = '@balcao/domain';
const domainSrc = join(root, 'packages', 'domain', 'src');
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIP = new Set(['node_modules', 'dist', '.git', '.stamps', '.tools', '.data', 'coverage', 'artifacts']);

/** The names a module exports, read from its syntax: declarations, `export { … }` and `export *` chains. */
function exportedNames(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names = [];
  const exported = (node) => ts.getModifiers?.(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (!clause) {
        const target = join(dirname(file), statement.moduleSpecifier.text);
        const path = existsSync(`${target}.ts`) ? `${target}.ts` : join(target, 'index.ts');
        names.push(...exportedNames(path, seen));
      } else if (ts.isNamespaceExport(clause)) names.push(clause.name.text);
      else for (const element of clause.elements) names.push(element.name.text);
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    } else if (statement.name && exported(statement)) names.push(statement.name.text);
  }
  return names;
}

/** name → area, for every name an area's index.ts exports (values and types alike). */
function areaOfName() {
  const owner = new Map();
  for (const area of readdirSync(domainSrc)) {
    const index = join(domainSrc, area, 'index.ts');
    if (!existsSync(index)) continue;
    for (const name of exportedNames(index)) {
      if (owner.has(name) && owner.get(name) !== area)
        throw new Error(`${name} é exportado por duas áreas: ${owner.get(name)} e ${area}`);
      owner.set(name, area);
    }
  }
  return owner;
}

function sourceFiles(paths) {
  const found = [];
  const visit = (path) => {
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) if (!SKIP.has(entry)) visit(join(path, entry));
    } else if (SOURCE.test(path) && !path.startsWith(domainSrc)) found.push(path);
  };
  for (const path of paths) visit(resolve(path));
  return found;
}

/** The file's text with its root imports split by area, or the problems that keep it as it was. */
function rewrite(file, text, owner) {
  const kind = /\.(tsx|jsx)$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const problems = [];
  const rootDeclarations = [];
  // Area imports the file already has, by "import|export type? subpath": names merge into them.
  const existing = new Map();
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.arguments.length > 0 &&
      ts.isStringLiteral(node.arguments[0]) &&
      node.arguments[0].text === ROOT_MODULE
    )
      problems.push(
        `${node.expression.getText(source)}('${ROOT_MODULE}'): troque à mão pelo subcaminho da área`,
      );
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const module = statement.moduleSpecifier.text;
    const named = isImport ? statement.importClause?.namedBindings : statement.exportClause;
    const typeOnly = isImport ? Boolean(statement.importClause?.isTypeOnly) : statement.isTypeOnly;
    if (module === ROOT_MODULE) {
      const clause = isImport ? statement.importClause : statement;
      if (!named || !(ts.isNamedImports(named) || ts.isNamedExports(named)) || (isImport && clause?.name)) {
        problems.push(`${statement.getText(source)}: só importações por nome se dividem por área`);
        continue;
      }
      rootDeclarations.push({ statement, isImport, typeOnly, specifiers: named.elements });
    } else if (
      module.startsWith(`${ROOT_MODULE}/`) &&
      named &&
      (ts.isNamedImports(named) || ts.isNamedExports(named))
    ) {
      if (isImport && statement.importClause?.name) continue;
      existing.set(`${isImport ? 'import' : 'export'}|${typeOnly}|${module}`, { statement, named });
    }
  }
  if (rootDeclarations.length === 0 && problems.length === 0) return { text };
  const groups = new Map();
  for (const { isImport, typeOnly, specifiers } of rootDeclarations) {
    for (const specifier of specifiers) {
      const name = (specifier.propertyName ?? specifier.name).text;
      const area = owner.get(name);
      if (!area) {
        problems.push(`${name}: nenhuma área de ${ROOT_MODULE} exporta esse nome`);
        continue;
      }
      const key = `${isImport ? 'import' : 'export'}|${typeOnly}|${ROOT_MODULE}/${area}`;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(specifier.getText(source));
    }
  }
  if (problems.length > 0) return { problems };
  const edits = [];
  const declaration = (key, names) => {
    const [keyword, typeOnly, module] = key.split('|');
    const allTypes = names.every((name) => name.startsWith('type '));
    const asType = typeOnly === 'true' || allTypes;
    const list = asType ? names.map((name) => name.replace(/^type /, '')) : names;
    return `${keyword} ${asType ? 'type ' : ''}{ ${list.join(', ')} } from '${module}';`;
  };
  const fresh = [];
  for (const [key, names] of groups) {
    const already = existing.get(key);
    if (!already) {
      fresh.push(declaration(key, names));
      continue;
    }
    const have = already.named.elements.map((element) => element.getText(source));
    const merged = [...have, ...names.filter((name) => !have.includes(name))];
    edits.push([already.named.getStart(source), already.named.getEnd(), `{ ${merged.join(', ')} }`]);
  }
  rootDeclarations.forEach(({ statement }, i) => {
    let end = statement.getEnd();
    if (text[end] === '\n') end += 1;
    edits.push([statement.getStart(source), end, i === 0 && fresh.length > 0 ? `${fresh.join('\n')}\n` : '']);
  });
  let next = text;
  for (const [start, end, insert] of edits.sort((a, b) => b[0] - a[0]))
    next = next.slice(0, start) + insert + next.slice(end);
  return { text: next };
}

const owner = areaOfName();
const args = process.argv.slice(2);
const targets =
  args.length > 0
    ? args
    : ['apps', 'packages', 'e2e', 'bench', 'resilience', 'scripts'].map((dir) => join(root, dir));
const changed = [];
const refused = [];
for (const file of sourceFiles(targets.filter((path) => existsSync(path)))) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(ROOT_MODULE)) continue;
  const result = rewrite(file, text, owner);
  if (result.problems) {
    for (const problem of result.problems) refused.push(`${relative(root, file)}: ${problem}`);
  } else if (result.text !== text) {
    writeFileSync(file, result.text);
    changed.push(file);
  }
}
if (changed.length > 0) {
  // Formatting and import order only: the linter's fixes are not this script's business.
  spawnSync(
    join(root, 'node_modules', '.bin', 'biome'),
    ['check', '--write', '--linter-enabled=false', '--no-errors-on-unmatched', ...changed],
    { cwd: root, stdio: 'ignore' },
  );
}
console.log(`${changed.length} arquivo(s) reescrito(s) para os subcaminhos das áreas de ${ROOT_MODULE}`);
for (const file of changed) console.log(`  ${relative(root, file)}`);
if (refused.length > 0) {
  console.log(`\nDeixados como estavam (${refused.length}):`);
  for (const line of refused) console.log(`  ${line}`);
  process.exit(1);
}
