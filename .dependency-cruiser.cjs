// The layers of decision 011 (as amended by 050), kept by `npm run check`: each folder of src/
// imports only the folders below it. From the bottom: contract → lib → config → db → cache →
// api, content → web → server → studio. The browser module (src/web/enhance) imports nothing
// of the server; src/ never imports tests, bench, harness or scripts; the tests and the bench
// share harness/ (the built site started from outside, Chromium, nginx), not each other.
/** Every folder of src/ a layer may not import, by layer. */
const BELOW = [
  'contract',
  'lib',
  'config',
  'db',
  'cache',
  'api|content',
  'web',
  'server',
  'studio',
];
const above = (index) =>
  BELOW.slice(index + 1)
    .flatMap((layer) => layer.split('|'))
    .join('|');

const layerRules = BELOW.flatMap((layer, index) =>
  index === BELOW.length - 1
    ? []
    : [
        {
          name: `layer-${layer.replace('|', '-')}`,
          comment: `src/${layer} imports only the layers below it (decision 011).`,
          severity: 'error',
          from: { path: `^src/(${layer})/`, pathNot: '^src/server/start\\.ts$' },
          to: { path: `^src/(${above(index)})/` },
        },
      ],
);

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'api-content-siblings',
      comment: 'The API and the importer are siblings: neither imports the other.',
      severity: 'error',
      from: { path: '^src/(api|content)/' },
      to: { path: '^src/(api|content)/', pathNot: '^src/$1/' },
    },
    {
      name: 'studio-only-from-the-entry',
      comment: 'Only the server entry point (start.ts) composes the studio in.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: '^src/server/start\\.ts$' },
      to: { path: '^src/studio/' },
    },
    {
      name: 'web-reads-the-contract',
      comment:
        'The pages read data through the contract client only (decision 005): never the database, the API modules, the importer or the caches.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/', pathNot: '^src/(web|contract|lib)/' },
    },
    {
      name: 'browser-module-alone',
      comment: 'What runs in the browser (src/web/enhance) imports only itself and the contract.',
      severity: 'error',
      from: { path: '^src/web/enhance/' },
      to: { path: '^src/', pathNot: '^src/(web/enhance|contract)/' },
    },
    {
      name: 'src-not-tools',
      comment: 'The application never imports the tests, the bench, the harness or the scripts.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(tests|bench|harness|scripts)/' },
    },
    {
      name: 'bench-not-tests',
      comment: "The bench has its own helpers: a change in the tests' helpers must not move it.",
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^tests/' },
    },
    {
      name: 'tests-config-through-helper',
      comment:
        "Tests load a server's configuration through tests/helpers/test-config.ts, which keeps their RENDER_THREADS: loadConfig alone would start a render thread that loads the whole build again.",
      severity: 'error',
      from: { path: '^tests/', pathNot: '^tests/helpers/test-config[.]ts$' },
      to: { path: '^src/config/config[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'harness-alone',
      comment:
        'The harness (starting the built site, Chromium, nginx) serves the tests and the bench alike.',
      severity: 'error',
      from: { path: '^harness/' },
      to: { path: '^(tests|bench|src)/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
