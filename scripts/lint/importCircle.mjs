// @ts-check
/**
 * ESLint rule `layers/no-import-circle`: a file may not import, even for a type, a file that leads back to it.
 * `import-x/no-cycle` skips type-only imports by design, and both circles this rule was written for closed
 * through a type. The import graph is read from the files on disk with TypeScript's own pre-parser and module
 * resolution (the `@site/*` alias included), once per lint run; packages are left out.
 */
import path from 'node:path';

import ts from 'typescript';

/** Source files that take part in the graph (packages, declarations and JSON do not). */
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;

/** @type {Map<string, ts.CompilerOptions>} compiler options by tsconfig path */
const optionsByConfig = new Map();
/** @type {Map<string, {modified: number, imports: string[]}>} the files a file imports, by file */
const importsByFile = new Map();

/** The compiler options of the tsconfig nearest to `file`. */
function compilerOptionsFor(file) {
  const configPath = ts.findConfigFile(path.dirname(file), ts.sys.fileExists) ?? '';
  let options = optionsByConfig.get(configPath);
  if (!options) {
    const {config} = configPath ? ts.readConfigFile(configPath, ts.sys.readFile) : {config: {}};
    options = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath)).options;
    optionsByConfig.set(configPath, options);
  }
  return options;
}

/** The project file `specifier` names from `file`, or null for a package, a declaration or a missing file. */
function resolveImport(specifier, file) {
  const {resolvedModule} = ts.resolveModuleName(specifier, file, compilerOptionsFor(file), ts.sys);
  if (!resolvedModule || resolvedModule.isExternalLibraryImport) return null;
  const target = path.resolve(resolvedModule.resolvedFileName);
  return SOURCE.test(target) && !target.endsWith('.d.ts') ? target : null;
}

/** The project files `file` imports: static, dynamic and type-only imports and re-exports alike. */
function importsOf(file) {
  // An editor's lint server lives across edits: a file read before its last change is read again.
  const modified = ts.sys.getModifiedTime?.(file)?.getTime() ?? 0;
  const known = importsByFile.get(file);
  if (known?.modified === modified) return known.imports;
  const {importedFiles} = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
  const imports = [...new Set(importedFiles.map(({fileName}) => resolveImport(fileName, file)))].filter(
    (target) => target !== null,
  );
  importsByFile.set(file, {modified, imports});
  return imports;
}

/** The shortest chain of imports from `start` back to `file`, or null when there is none. */
function routeBack(start, file) {
  /** @type {Map<string, string | null>} each file reached, by the file it was reached from */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next === file) {
      const route = [];
      for (let step = /** @type {string | null} */ (next); step !== null; step = cameFrom.get(step) ?? null) {
        route.unshift(step);
      }
      return route;
    }
    for (const target of importsOf(next)) {
      if (!cameFrom.has(target)) {
        cameFrom.set(target, next);
        queue.push(target);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCircle = {
  meta: {
    type: 'problem',
    docs: {description: 'A file never imports, even for a type, a file that leads back to it.'},
    schema: [],
    messages: {
      circle:
        'Import circle: {{route}}. Move what both need down into the lower file, so imports only point down (docs/architecture.md).',
    },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    const root = context.cwd;
    /** @param {import('estree').Node & {source?: import('estree').Expression | null}} node */
    function check(node) {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(source.value, file);
      const route = target && target !== file ? routeBack(target, file) : null;
      if (!route) return;
      const names = [file, ...route].map((step) => path.relative(root, step));
      context.report({node, messageId: 'circle', data: {route: names.join(' → ')}});
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
