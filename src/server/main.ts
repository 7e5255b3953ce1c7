/** Starts the server and closes it gracefully on SIGTERM/SIGINT (finishing requests in flight). */
async function main(): Promise<void> {
  // The server renders with React's production build unless told otherwise: the development build
  // checks more and renders several times slower. React picks its build when it is first imported
  // (the server's route matching imports `react-router`, which imports React), so the app is
  // imported only after this line; `scripts/build-server.mjs` splits it into its own chunk, as a
  // bundle evaluates every package it imports before its first line.
  process.env.NODE_ENV ??= 'production';
  const { buildApp } = await import('./app');
  const { ConfigError, loadConfig } = await import('./config');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n.env.example 에 각 변수의 형식이 있어요.\n`);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`serving on ${config.publicOrigin} (database: ${app.database.kind})`);
}

main().catch((err: unknown) => {
  process.stderr.write(`서버를 시작하지 못했어요: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
