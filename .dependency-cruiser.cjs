// The shape of the house, checked on every `npm test` (scripts/dependencyRules.test.ts) and by `npm run depcruise`:
// no import cycle, the provider's platform below its domains and each domain reached only through its index.ts, the
// BFF's own parts below its domains, and no client feature importing another. docs/architecture.md explains each.
const NOT_TEST = '\\.test\\.tsx?$';

/** The BFF's parts beneath its domains (README "Layout"): none of them imports a domain or the routers. */
const BFF_PARTS =
  '(upstream|realtime|session|media|maintenance|errors|observability|security|rateLimit|logging)';
const BFF_DOMAINS =
  '(analytics|apiKeys|auth|basket|declaration|exchange|gifting|instant|invoice|kyc|lending|market|marketing|messages|notifications|rewards|shop|subBroker|system|uma|user|vendorOrder|wallet)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other cannot be read, tested or moved apart.',
      from: { path: '^(shared|provider|server|client)/src/', pathNot: NOT_TEST },
      to: { circular: true },
    },
    {
      name: 'provider-platform-below-domains',
      severity: 'error',
      comment:
        'provider/src/platform/ is what every domain uses and none owns: it never reaches up into a domain.',
      from: { path: '^provider/src/platform/', pathNot: NOT_TEST },
      to: { path: '^provider/src/(domains/|app\\.ts$|main\\.ts$)' },
    },
    {
      name: 'provider-domain-through-its-index',
      severity: 'error',
      comment: "A provider domain reaches another only through that domain's public module, its index.ts.",
      from: { path: '^provider/src/domains/([^/]+)/', pathNot: NOT_TEST },
      to: {
        path: '^provider/src/domains/[^/]+/',
        pathNot: ['^provider/src/domains/$1/', '^provider/src/domains/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'bff-parts-below-domains',
      severity: 'error',
      comment: "The BFF's own parts never import one of its domains, the routers or the app.",
      from: { path: `^server/src/${BFF_PARTS}/`, pathNot: NOT_TEST },
      to: { path: [`^server/src/${BFF_DOMAINS}/`, '^server/src/(appRouter|app)\\.ts$'] },
    },
    {
      name: 'client-feature-never-imports-another',
      severity: 'error',
      comment:
        'A client feature never imports another: a page that needs two is composed in src/app/routes/.',
      from: { path: '^client/src/features/([^/]+)/', pathNot: NOT_TEST },
      to: { path: '^client/src/features/', pathNot: '^client/src/features/$1/' },
    },
    {
      name: 'client-shared-below-features',
      severity: 'error',
      comment:
        "client/src/lib/ and client/src/ui/ are shared by every feature: they import none, nor the app's shell.",
      from: { path: '^client/src/(lib|ui)/', pathNot: NOT_TEST },
      to: { path: '^client/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // import-probe-*: scripts/importDirection.test.ts's short-lived files, which may vanish while a cruise reads them.
    exclude: { path: ['node_modules', '/dist/', '\\.d\\.ts$', 'import-probe-'] },
    // Type-only imports count: a cycle of types is still a cycle a reader has to hold in their head.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
