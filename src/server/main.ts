import fs from 'node:fs';
import { ConfigError, readConfig } from './config.js';
import { acquireDataDirLock } from './db/data-dir-lock.js';
import { nodeVersionWarning } from './node-version.js';
import { watchParent } from './parent-watch.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const oldNode = nodeVersionWarning(process.version);
  if (oldNode) process.stderr.write(`${oldNode}\n`);
  const config = readConfig();
  // The server owns the embedded PostgreSQL in DATA_DIR, so the folder is held before anything else: a second
  // start is refused at once, before the app's modules load. Every way out frees it; after a kill -9 the next
  // start takes the stale lock over (and stops the PostgreSQL the killed one left running).
  const dataDirLock = config.databaseUrl ? undefined : await acquireDataDirLock(config.dataDir);
  process.once('exit', () => dataDirLock?.release());
  const [{ buildApp }, { clientBuildAllowed, ensureClientBuild }, { prepareDatabase }] = await Promise.all([
    import('./app.js'),
    import('./client-build.js'),
    import('./db/prepare.js'),
  ]);
  if (process.env.SKIP_CLIENT_BUILD !== '1' && !config.clientDir) ensureClientBuild(say, clientBuildAllowed(config.production));
  const startedAt = performance.now();
  const { db, generatedAdminPassword, stop: stopDatabase } = await prepareDatabase(config, new Date(), say);
  const https = config.tls ? { cert: fs.readFileSync(config.tls.certFile), key: fs.readFileSync(config.tls.keyFile) } : undefined;
  const app = await buildApp({ config, db, https, clientDir: config.clientDir });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // The app first (its requests finish, its pool closes), then the embedded PostgreSQL.
    app
      .close()
      .then(stopDatabase)
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // npm's `sh -c` dies of a SIGTERM meant for the shop and leaves us orphaned: we follow it down.
  watchParent(() => shutdown('parent gone'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (generatedAdminPassword) {
    // Printed once, on the first start only, and never written to the logs.
    say(
      `\nErster Start: Backoffice-Zugang  Benutzer: admin  Passwort: ${generatedAdminPassword}\n(Bitte notieren; das Passwort wird nicht erneut angezeigt.)\n`,
    );
  }
  say(`Ticket-Shop läuft auf ${config.tls ? 'https' : 'http'}://localhost:${port} (bereit nach ${Math.round(performance.now() - startedAt)} ms)`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Konfigurationsfehler: ${error.message}\n`);
  } else {
    process.stderr.write(`Start fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
