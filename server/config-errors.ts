/**
 * Imported first by the commands that load wisuda.config.ts (start, db:diff, seed:demo): a mistake
 * in the config stops them with its message, one line per problem, without a stack trace. Any other
 * uncaught error ends the process as Node.js does by default.
 */
process.on('uncaughtException', (err) => {
  console.error(err instanceof Error && err.name === 'ConfigError' ? err.message : err);
  process.exit(1);
});
