// The walls of the house (issue 54), checked by `npm run lint:walls` in CI: the floors of docs/entwicklung.md
// and each server module's and client feature's public surface (its index.ts). Tests may reach into internals.
const TESTS = '\\.test\\.tsx?$';

/**
 * Client features import no other feature (bulletproof-react), except these edges, each through the other
 * feature's index.ts (or its stylesheet: CSS is no export). Shared parts live in src/client/lib or components.
 */
const ALLOWED_FEATURE_EDGES = {
  'admin-layout': {
    alerts: 'the top bar shows the open-alert count badge',
    help: 'the sidebar links each screen to its handbook page',
  },
  alerts: { 'audit-log': 'alert rows use the audit log row styles (audit-log.css)' },
  cart: { events: 'the cart reads the events it holds tickets for' },
  checkout: { cart: 'checkout pays for the cart' },
  dashboard: {
    alerts: 'the dashboard shows the open alerts',
    statistics: 'the dashboard shows the statistics charts',
  },
  events: { consent: 'the event map waits for consent to load the map provider' },
  'events-admin': { rooms: 'an event is edited with its room and seat plan' },
  kiosk: {
    auth: 'the kiosk signs staff in with the two-factor step of the login',
    reservations: 'the kiosk sells reserved tickets at the door',
    tickets: 'the door sale picks seats on the seat map',
  },
  logs: { 'audit-log': 'log rows use the audit log row styles (audit-log.css)' },
  'mail-templates': { 'events-admin': 'a template preview picks an event' },
  media: { files: 'the media library lists uploaded files' },
  'orders-admin': { 'audit-log': 'an order shows its history from the audit log' },
  outbox: { 'mail-templates': 'the outbox shares the mail navigation and template list' },
  profile: {
    auth: 'the profile sets up two-factor sign-in with its parts',
    users: 'the own profile edits the account fields a user admin edits',
  },
  reservations: { tickets: 'staff reserve seats on the seat map' },
  'site-pages': { 'rich-text': 'site pages are written in the rich-text editor' },
  tickets: {
    cart: 'choosing tickets fills the cart',
    events: 'tickets are chosen on the event view',
    'waiting-list': 'a sold-out performance offers the waiting list',
  },
  'waiting-list': { checkout: 'a waiting-list offer is paid through the checkout steps' },
};

const feature = (name) => `^src/client/features/${name}/`;
const publicPartOf = (name) => [`${feature(name)}index\\.ts$`, `${feature(name)}[^/]+\\.css$`];

const featureRules = [
  // Features without allowed edges import no other feature at all.
  {
    name: 'feature-imports-feature',
    comment: 'A client feature imports no other feature (bulletproof-react); move what both need to lib or components.',
    severity: 'error',
    from: { path: '^src/client/features/([^/]+)/', pathNot: [TESTS, ...Object.keys(ALLOWED_FEATURE_EDGES).map(feature)] },
    to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
  },
  // Features with allowed edges: only those,
  ...Object.entries(ALLOWED_FEATURE_EDGES).map(([from, targets]) => ({
    name: 'feature-imports-feature',
    comment: `${from} may use only ${Object.keys(targets).join(', ')} of the other features (ALLOWED_FEATURE_EDGES).`,
    severity: 'error',
    from: { path: feature(from), pathNot: TESTS },
    to: { path: '^src/client/features/', pathNot: [feature(from), ...Object.keys(targets).map(feature)] },
  })),
  // and only through the other feature's index.ts, its stylesheet, or a lazy import() (a chunk of its own).
  ...Object.entries(ALLOWED_FEATURE_EDGES).map(([from, targets]) => ({
    name: 'feature-internals',
    comment: `${from} uses ${Object.keys(targets).join(', ')} through index.ts only.`,
    severity: 'error',
    from: { path: feature(from), pathNot: TESTS },
    to: { path: Object.keys(targets).map(feature), pathNot: Object.keys(targets).flatMap(publicPartOf), dynamic: false },
  })),
];

module.exports = {
  forbidden: [
    {
      name: 'server-module-internals',
      comment: "Another server module is used through its index.ts only; the rest of its folder is its own.",
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/server/modules/', pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'server-module-internals',
      comment: 'Outside the modules, server code uses a module through its index.ts; app.ts alone registers route plugins.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: ['^src/server/modules/', '^src/server/app\\.ts$', TESTS] },
      to: { path: '^src/server/modules/', pathNot: '^src/server/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'server-module-internals',
      comment: 'app.ts uses a module through its index.ts and registers its route plugins (*.routes.ts).',
      severity: 'error',
      from: { path: '^src/server/app\\.ts$' },
      to: { path: '^src/server/modules/', pathNot: ['^src/server/modules/[^/]+/index\\.ts$', '\\.routes\\.ts$'] },
    },
    {
      name: 'server-routes-from-app-only',
      comment: 'Route plugins are a module\u2019s HTTP face: only app.ts registers them (they stay out of index.ts, see the codemod).',
      severity: 'error',
      from: { path: '^src/server/', pathNot: ['^src/server/modules/', '^src/server/app\\.ts$', TESTS] },
      to: { path: '^src/server/modules/.+\\.routes\\.ts$' },
    },
    {
      name: 'own-index',
      comment: 'A module or feature imports its own files directly; through its own index.ts it would import itself.',
      severity: 'error',
      from: { path: '^src/(server/modules|client/features)/([^/]+)/' },
      to: { path: '^src/$1/$2/index\\.ts$' },
    },
    ...featureRules,
    {
      name: 'shared-imports-up',
      comment: 'shared runs in browser, server and tests alike: it imports neither client nor server code.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(client|server)/' },
    },
    {
      name: 'client-server-apart',
      comment: 'Client and server meet only in the API contract of src/shared/api.',
      severity: 'error',
      from: { path: '^src/(client|server)/' },
      to: { path: '^src/(client|server)/', pathNot: '^src/$1/' },
    },
    {
      name: 'lib-components-import-up',
      comment: 'lib and components sit below features and app.',
      severity: 'error',
      from: { path: '^src/client/(lib|components)/' },
      to: { path: '^src/client/(features|app)/' },
    },
    {
      name: 'feature-imports-app',
      comment: 'Features never import route pages or the app shell.',
      severity: 'error',
      from: { path: '^src/client/features/' },
      to: { path: '^src/client/app/' },
    },
  ],
  options: {
    includeOnly: '^src/',
    doNotFollow: { path: 'node_modules' },
    babelConfig: { fileName: 'scripts/walls/babel-imports-only.cjs' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    moduleSystems: ['es6'],
  },
};
