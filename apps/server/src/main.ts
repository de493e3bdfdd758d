import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseStartError } from './db/client.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { demoBonusCodes } from './db/seed/bonuses.ts';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from './db/seed/operators.ts';
import { DEMO_PASSWORD, DEMO_PLAYERS } from './db/seed/players.ts';

/**
 * Entry point: config → database → app → listen. On SIGTERM (or SIGINT) it stops gracefully:
 * /ready turns 503 and requests are still served for SHUTDOWN_DRAIN_SECONDS (the load balancer
 * takes the process out), then the listener closes, requests under way finish, live sockets are
 * told to reconnect elsewhere, the outbox batch and periodic jobs finish, and the pool closes.
 */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, db: database.db });
  app.addHook('onClose', () => database.close());

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    app.drain();
    const drainMs = config.SHUTDOWN_DRAIN_SECONDS * 1000;
    setTimeout(
      () => {
        app.log.error('shutdown timed out: exiting by force');
        process.exit(1);
      },
      drainMs + config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    ).unref();
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ host: config.HOST, port: config.PORT });
  const database_ = config.DATABASE_URL
    ? 'PostgreSQL'
    : `embedded PostgreSQL in ${config.DATA_DIR}/db`;
  console.log(`\nCroupier is running on ${config.PUBLIC_URL} (${database_}).`);
  console.log(`API documentation: ${config.PUBLIC_URL}/api/docs\n`);
  if (config.SEED_DEMO)
    printDemoAccounts(config.DEV_OUTBOX ? `${config.PUBLIC_URL}/dev/outbox` : null);
  if (config.DEV_OUTBOX) {
    console.warn(
      'Warning: /dev/outbox shows every e-mail and SMS code this server sends to anyone who opens ' +
        'it. Set DEV_OUTBOX=false, or configure SMTP_URL and SMS_GATEWAY_URL, before real players ' +
        'use this server.\n',
    );
  }
}

function printDemoAccounts(outboxUrl: string | null) {
  console.log(`Demo players (password ${DEMO_PASSWORD} for each):`);
  for (const player of DEMO_PLAYERS) console.log(`  ${player.login.padEnd(28)} ${player.note}`);
  const codes = demoBonusCodes.map((code) => code.code).join(', ');
  console.log(`Demo bonus codes: ${codes} (sign-up and deposit); deposit bonuses at the cashier.`);
  if (outboxUrl) console.log(`E-mails and SMS codes the demo sends: ${outboxUrl}`);
  console.log(
    `Demo back-office operators (password ${DEMO_OPERATOR_PASSWORD}; TOTP secret for an authenticator app):`,
  );
  for (const { email, role, totpSecret } of DEMO_OPERATORS) {
    console.log(`  ${email.padEnd(40)} ${role.padEnd(10)} ${totpSecret}`);
  }
  console.log('');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
