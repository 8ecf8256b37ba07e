// The layers of decision 011 (as amended by 050, 077 and 082), kept by `npm run check`. Two apps over
// one core: the core, from the bottom, entities (each entity described once) → contract → lib → site-map → config → db → cache → http →
// services → api, content; each folder of it imports only the folders below it. The site (web → server)
// and the studio each import the core and never each other; main, the composition root that
// starts both, is the top floor. The browser module (src/web/enhance) imports nothing of the
// server; src/ never imports tests, bench, harness or scripts; the tests and the bench share
// harness/ (the built site started from outside, Chromium, nginx), not each other.
/** The folders of src/ from the bottom; a folder may not import those after it. */
const BELOW = [
  'entities',
  'contract',
  'lib',
  'site-map',
  'config',
  'db',
  'cache',
  'http',
  'services',
  'api|content',
  'web',
  'server',
  'main',
];
/** The last layer of the core: every layer up to it is below the studio too. */
const CORE_TOP = BELOW.indexOf('api|content');
const above = (index) =>
  BELOW.slice(index + 1)
    .concat(index <= CORE_TOP ? ['studio'] : [])
    .flatMap((layer) => layer.split('|'))
    .join('|');

const layerRules = BELOW.flatMap((layer, index) =>
  index === BELOW.length - 1
    ? []
    : [
        {
          name: `layer-${layer.replace('|', '-')}`,
          comment: `src/${layer} imports only the layers below it (decisions 011, 077).`,
          severity: 'error',
          from: { path: `^src/(${layer})/` },
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
      name: 'studio-over-the-core',
      comment:
        "The studio imports the core, never the site's pages (src/web) or its server (src/server), nor the composition root (decision 077); its previews get the site's renderer from the root (decision 110).",
      severity: 'error',
      from: { path: '^src/studio/' },
      to: { path: '^src/(web|server|main)/' },
    },
    {
      name: 'site-not-studio',
      comment: 'The site (src/web, src/server) never imports the studio: only main composes both.',
      severity: 'error',
      from: { path: '^src/(web|server)/' },
      to: { path: '^src/studio/' },
    },
    {
      name: 'web-reads-the-contract',
      comment:
        "The pages read data through the contract client only (decision 005): never the database, the API modules, the importer or the caches; the site's map (src/site-map) is theirs too.",
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/', pathNot: '^src/(web|contract|lib|site-map)/' },
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
