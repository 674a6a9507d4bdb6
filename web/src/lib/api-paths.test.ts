import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { ROUTES } from '../../../functions/routes.ts';

/**
 * Every path the web app can call, read from its source with the TypeScript parser: each string or template that
 * starts with /api/, with constants and small URL helpers (`const LEADS_URL = …`, `leadUrl(id)`) resolved through the
 * whole of web/src and shared/, and each call whose method is written at the call site (`api.post(URL…)`,
 * `adminJson('PUT', URL…)`, `submitDurably(URL…)`, `sendBeacon(URL…)`). Each must be a row of the route table, so a
 * renamed or removed route fails here by name instead of in a visitor's browser.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const PARAM = '{}';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = [...sourceFiles(join(ROOT, 'web/src')), ...sourceFiles(join(ROOT, 'shared'))].map((path) => ({
  path: relative(ROOT, path),
  source: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
}));

/** Every module-level `const NAME = <expression>` (or arrow function returning one), by name. */
const definitions = new Map<string, ts.Expression[]>();
for (const { source } of files) {
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      let value: ts.Expression = node.initializer;
      if (ts.isArrowFunction(value) && !ts.isBlock(value.body)) value = value.body;
      definitions.set(node.name.text, [...(definitions.get(node.name.text) ?? []), value]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** The path patterns an expression can evaluate to, with each interpolated segment as {}; query strings dropped. */
function patterns(expression: ts.Expression, depth = 0): string[] {
  if (depth > 5) return [];
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) return patterns(expression.expression, depth);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isConditionalExpression(expression)) return [...patterns(expression.whenTrue, depth + 1), ...patterns(expression.whenFalse, depth + 1)];
  if (ts.isIdentifier(expression)) return (definitions.get(expression.text) ?? []).flatMap((value) => patterns(value, depth + 1));
  if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) return patterns(expression.expression, depth + 1);
  if (ts.isTemplateExpression(expression)) {
    let results = [expression.head.text];
    for (const span of expression.templateSpans) {
      const sofar = results;
      const inner = patterns(span.expression, depth + 1).filter((value) => value.startsWith('/api/'));
      // An interpolation at the start names a known URL; one after a slash is a path parameter; one elsewhere is a query string.
      const fills = sofar.every((value) => value === '') && inner.length > 0 ? inner : [PARAM];
      results = sofar.flatMap((value) => fills.map((fill) => `${value}${fill}${span.literal.text}`));
    }
    return results;
  }
  return [];
}

/** A pattern as the route it must be: query string and trailing parameter-less interpolation dropped. */
function asPath(pattern: string): string {
  const path = pattern.split('?')[0]!;
  return path.endsWith(PARAM) && !path.endsWith(`/${PARAM}`) ? path.slice(0, -PARAM.length) : path;
}

const routePattern = (path: string) => path.replace(/\{[^}]+\}/g, PARAM);
const routePaths = new Set(ROUTES.map((route) => routePattern(route.path)));
const routeCalls = new Set(ROUTES.map((route) => `${route.method} ${routePattern(route.path)}`));

type Call = { where: string; method: string; path: string };

const METHOD_FIRST = new Set(['adminJson', 'adminRequest', 'apiSend', 'apiRequest']);
const POST_ONLY = new Set(['submitDurably', 'sendBeacon']);
const API_METHODS: Record<string, string> = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' };

const paths = new Map<string, string>();
const calls: Call[] = [];
for (const { path: file, source } of files) {
  const visit = (node: ts.Node) => {
    const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      // A prefix test (`key.startsWith('/api/leads/')`) names no route of its own.
      const isPrefix = ts.isCallExpression(node.parent) && ts.isPropertyAccessExpression(node.parent.expression) && node.parent.expression.name.text === 'startsWith';
      for (const pattern of patterns(node)) if (pattern.startsWith('/api/') && !isPrefix) paths.set(asPath(pattern), where);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      const owner = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) ? callee.expression.text : '';
      const [first, second] = node.arguments;
      let method: string | undefined;
      let url: ts.Expression | undefined;
      if (METHOD_FIRST.has(name) && first && ts.isStringLiteral(first)) [method, url] = [first.text, second];
      else if (owner === 'api' && API_METHODS[name]) [method, url] = [API_METHODS[name], first];
      else if (POST_ONLY.has(name)) [method, url] = ['POST', first];
      for (const pattern of url ? patterns(url) : []) if (pattern.startsWith('/api/')) calls.push({ where, method: method!, path: asPath(pattern) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

describe('the paths the web app calls', () => {
  it('finds the public forms\' endpoints (so an empty scan cannot pass)', () => {
    expect([...paths.keys()]).toEqual(expect.arrayContaining(['/api/leads', '/api/leads/capture', '/api/newsletter', '/api/tax-report', '/api/vitals']));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['POST /api/leads', 'POST /api/leads/capture', 'POST /api/newsletter', 'POST /api/tax-report', 'POST /api/vitals']),
    );
  });

  it('are each a path of the route table', () => {
    const unknown = [...paths].filter(([path]) => !routePaths.has(path)).map(([path, where]) => `${path} (${where})`);
    expect(unknown).toEqual([]);
  });

  it('use each the method the route table gives that path', () => {
    const unknown = calls.filter((call) => !routeCalls.has(`${call.method} ${call.path}`)).map((call) => `${call.method} ${call.path} (${call.where})`);
    expect(unknown).toEqual([]);
  });
});
