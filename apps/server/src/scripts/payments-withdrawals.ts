/**
 * Operator command for withdrawals: `npm run payments -- list | approve <invoiceId> | reject <invoiceId> [reason]`.
 * It works on the configured database directly; the running server sends the events it writes
 * (outbox). With the embedded database, stop the server first (one process owns its folder).
 */
import { formatMinorToMajor } from '@croupier/contract/validation';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { createSandboxAdapter, loadSandboxSecret } from '../integrations/payments/sandbox.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import { selectCurrency, selectPendingWithdrawals } from '../modules/payments/repo.ts';
import { approveWithdrawal, rejectWithdrawal } from '../modules/payments/settlement.ts';
import { createSandboxPsp } from '../modules/sandbox/provider.ts';

const USAGE = 'usage: npm run payments -- list | approve <invoiceId> | reject <invoiceId> [reason]';

const [command, invoiceId, ...reasonWords] = process.argv.slice(2);
const config = loadConfig();
const database = await openConfiguredDatabase({ ...config, SEED_DEMO: false });
const db = database.db;
const log = pino({ level: 'warn' });

try {
  const secret = await loadSandboxSecret(db, config.SANDBOX_WEBHOOK_SECRET);
  // Payouts only: the sandbox pays at once and sends no webhook for them.
  const psp = createSandboxPsp({ config, db, secret, log, deliver: async () => 503 });
  const ctx: PaymentsContext = {
    db,
    config,
    adapters: new Map([['sandbox', createSandboxAdapter(secret, psp.api)]]),
  };
  if (command === 'list') {
    const rows = await selectPendingWithdrawals(db);
    if (rows.length === 0) console.log('No pending withdrawals.');
    for (const row of rows) {
      const currency = await selectCurrency(db, row.currency);
      const amount = formatMinorToMajor(row.amount, currency?.subunitToUnit ?? 100);
      const when =
        row.review === 'auto' ? `auto after ${row.approveAfter?.toISOString()}` : 'review';
      console.log(
        `${row.id}  #${row.number}  ${amount} ${row.currency}  player ${row.playerId}  ${when}`,
      );
    }
  } else if ((command === 'approve' || command === 'reject') && invoiceId) {
    if (command === 'approve') await approveWithdrawal(ctx, invoiceId);
    else await rejectWithdrawal(ctx, invoiceId, reasonWords.join(' ') || 'rejected by an operator');
    console.log(
      `Withdrawal ${invoiceId} ${command === 'approve' ? 'paid' : 'rejected; the hold returned'}.`,
    );
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
  psp.close();
} catch (error) {
  const name = (error as { errorName?: string }).errorName;
  console.error(
    name === 'holdNotPending'
      ? 'That withdrawal is no longer pending.'
      : name === 'notFound'
        ? 'No such withdrawal.'
        : error,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
