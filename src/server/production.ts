/**
 * The entry of the compiled server (build/bin/start.js; the server itself is build/bin/serve.js,
 * compiled from src/main/start.ts). React, react-dom and their JSX runtime choose their production build
 * from NODE_ENV the first time they are loaded; without it they run their development build, with
 * its checks and warnings, several times slower per render (decision 040). `npm start`, the
 * benchmarks and the tests run this file with NODE_ENV unset; a value given is kept.
 */
process.env.NODE_ENV ||= 'production';

// A name esbuild cannot follow: bundled, the server's imports (React among them) would be hoisted
// above the line that sets NODE_ENV, since ES modules load their imports first.
const server = './serve.js';
await import(server);
export {};
