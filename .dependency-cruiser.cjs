/**
 * The import boundaries of STYLE.md, checked in `npm test`:
 * shared imports neither side; client and server never import each other;
 * client features do not import each other; no cycles.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-is-pure',
      comment: 'src/shared is what both sides agree on: it imports neither of them.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(client|server)/' },
    },
    {
      name: 'client-not-server',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'features-are-independent',
      comment: 'A client feature never imports another feature; pages in app/ compose them.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/([^/]+)/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'features-not-app',
      comment: 'Dependencies flow lib/ui -> features -> app.',
      severity: 'error',
      from: { path: '^src/client/(features|lib|ui)/' },
      to: { path: '^src/client/app/' },
    },
    {
      name: 'lib-and-ui-not-features',
      severity: 'error',
      from: { path: '^src/client/(lib|ui)/' },
      to: { path: '^src/client/features/' },
    },
    {
      name: 'server-modules-use-services',
      comment: "A server module may call another module's service, never its queries or routes.",
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: {
        path: '^src/server/modules/([^/]+)/.+[.](queries|routes)[.]ts$',
        pathNot: '^src/server/modules/$1/',
      },
    },
    {
      name: 'routes-do-not-touch-schema',
      comment: 'Routes validate, call a service and shape the answer; only queries touch the database.',
      severity: 'error',
      from: { path: '[.]routes[.]ts$' },
      to: { path: '^src/server/db/schema/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '[.]test[.]tsx?$' },
  },
};
