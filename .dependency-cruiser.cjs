/**
 * Which way imports may point (npm test runs `npm run check:imports`; README "Layout" says why):
 * shared/ is imported by everything and imports nothing of ours outside itself; the Lambda code (functions/) never
 * reaches into the web app or the CDK app; the web app's runtime code never reaches into the back end or the CDK app
 * (its build scripts and tests may); and a web feature never imports another feature's files: what two features
 * share lives outside web/src/features.
 */
const TESTS = '(\\.test\\.tsx?$|^functions/test/|^web/e2e/)';

module.exports = {
  forbidden: [
    {
      name: 'shared-imports-only-shared',
      comment: 'shared/ is what the web app, the functions and the CDK app all import: it may import only itself.',
      severity: 'error',
      from: { path: '^shared/', pathNot: TESTS },
      to: { path: '^(functions|web|infra)/' },
    },
    {
      name: 'functions-never-web-or-infra',
      comment: 'A Lambda bundle must not pull in the web app or the CDK app: move what both need into shared/.',
      severity: 'error',
      from: { path: '^functions/', pathNot: TESTS },
      to: { path: '^(web|infra)/' },
    },
    {
      name: 'web-app-never-functions-or-infra',
      comment: 'The browser code must not import the back end or the CDK app (its build scripts and tests may).',
      severity: 'error',
      from: { path: '^web/src/', pathNot: TESTS },
      to: { path: '^(functions|infra)/' },
    },
    {
      name: 'features-never-each-other',
      comment: 'A web feature imports components, lib, shared modules and #shared, never another feature.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'no-unresolvable-imports',
      comment: 'An import the checker cannot resolve would hide from every rule above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|cdk\\.out|\\.local)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
