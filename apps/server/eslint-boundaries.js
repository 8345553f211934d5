// The server's import directions (DESIGN.md §1, docs/decisions/009-server-module-boundaries.md):
// inside a module, routes → service → repository; across modules only another module's `*.service.ts` (type
// imports included); `db/seed` and the other layers reach modules through services too (plugins may also use
// `modules/access`); `domain/` is pure; `lib/` is generic. Server imports are relative, so the patterns are
// generated per module and folder depth, like apps/web/eslint-boundaries.js.
import fs from 'node:fs';
import path from 'node:path';

const src = path.join(import.meta.dirname, 'src');
const modules = fs.readdirSync(path.join(src, 'modules'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The end of a specifier that names a service file: `x.service.ts` (or without the extension). */
const serviceFile = '[^/]*\\.service(\\.ts)?$';
/** Any number of `../`, then `modules/<name>/`, then anything but a service file. */
const moduleInternals = (exempt = []) => `^(\\.\\./)+modules/${exempt.map((m) => `(?!${escape(m)}/)`).join('')}[^/]+/(?!${serviceFile})`;

const messages = {
  crossModule:
    "Another module's internals: import only its *.service.ts (types too). If you need one of its repository functions, row types or helpers, expose it from that module's service.",
  routesToRepository: "Routes call the service, never a repository: add what the route needs to the module's service.",
  repositoryUp: 'A repository is SQL only and imports no service or routes: take what it needs as an argument from the service that calls it.',
  routesImported: 'Only app.ts registers routes: move what you need out of the routes file into the service or a helper of the module.',
  seed: 'The seed uses modules only through their services (plus db/schema directly): expose what it needs from the owning module’s service.',
  layer: 'Outside modules/, reach a module only through its *.service.ts: expose what you need from that service.',
  domain:
    'domain/ is pure logic: no database, HTTP, modules, adapters or plugins. Let the service that calls it load the data and pass it in.',
  lib: 'lib/ holds generic helpers: it imports no module, layer or domain code. Move the helper next to what it serves.',
};

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** Depths below `dir` that hold code: 0 for modules/x/a.ts, 1 for modules/x/sub/a.ts… */
function depthsOf(dir, depth = 0, found = new Set()) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) depthsOf(path.join(dir, e.name), depth + 1, found);
    else if (/\.ts$/.test(e.name)) found.add(depth);
  }
  return found;
}

function moduleBlocks(name) {
  return [...depthsOf(path.join(src, 'modules', name))].flatMap((depth) => {
    const toModules = `(\\.\\./){${depth + 1}}`;
    const ownFolder = depth === 0 ? '\\./' : `(\\./|(\\.\\./){1,${depth}})`;
    const crossModule = [
      { regex: `^${toModules}(?!${escape(name)}/)[^./][^/]*/(?!${serviceFile})`, message: messages.crossModule },
      { regex: `^${toModules}\\.\\./modules/(?!${escape(name)}/)[^/]+/(?!${serviceFile})`, message: messages.crossModule },
    ];
    const files = `apps/server/src/modules/${name}/${'*/'.repeat(depth)}`;
    return [
      {
        files: [`${files}*.routes.ts`],
        rules: restrict([...crossModule, { regex: `^${ownFolder}([^./][^/]*/)*[^/]*\\.repository(\\.ts)?$`, message: messages.routesToRepository }]),
      },
      {
        files: [`${files}*.repository.ts`],
        rules: restrict([...crossModule, { regex: '\\.(service|routes)(\\.ts)?$', message: messages.repositoryUp }]),
      },
      {
        files: [`${files}*.ts`],
        ignores: [`${files}*.routes.ts`, `${files}*.repository.ts`],
        rules: restrict([...crossModule, { regex: '\\.routes(\\.ts)?$', message: messages.routesImported }]),
      },
    ];
  });
}

/** Packages that do I/O or serve HTTP: none of them belongs in domain/. */
const impurePackages = ['fastify', 'drizzle-orm', 'pg', 'ioredis', 'socket.io', 'nodemailer', 'stripe', 'sharp'];

export const serverBoundaries = [
  ...modules.flatMap(moduleBlocks),
  {
    files: ['apps/server/src/db/seed/**/*.ts'],
    rules: restrict([{ regex: moduleInternals(), message: messages.seed }]),
  },
  {
    files: ['apps/server/src/plugins/**/*.ts'],
    rules: restrict([{ regex: moduleInternals(['access']), message: messages.layer }]),
  },
  {
    files: ['apps/server/src/{cli,platform}/**/*.ts', 'apps/server/src/db/*.ts', 'apps/server/src/db/{backup,schema}/**/*.ts'],
    rules: restrict([{ regex: moduleInternals(), message: messages.layer }]),
  },
  {
    files: ['apps/server/src/domain/**/*.ts'],
    rules: restrict([
      { regex: '^(\\.\\./)+(db|modules|platform|plugins)(/|$)', message: messages.domain },
      { regex: '^(\\.\\./)+(app|context|config|server)(\\.ts)?$', message: messages.domain },
      { regex: `^(${impurePackages.map(escape).join('|')})(/|$)`, message: messages.domain },
      { regex: '^(@fastify|@electric-sql|@aws-sdk|@socket\\.io)/', message: messages.domain },
      { regex: '^node:(fs|net|http|https|http2|child_process|dns|tls|dgram|worker_threads)(/|$)', message: messages.domain },
    ]),
  },
  {
    files: ['apps/server/src/lib/**/*.ts'],
    rules: restrict([
      { regex: '^(\\.\\./)+(db|modules|platform|plugins|domain)(/|$)', message: messages.lib },
      { regex: '^(\\.\\./)+(app|context|config|server)(\\.ts)?$', message: messages.lib },
    ]),
  },
];
