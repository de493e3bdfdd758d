/**
 * Sandbox chain payments from the terminal, like a wallet app would send them:
 * `npm run sandbox -- send <address|reference> <amount> [tag]` (amount in major units, e.g. 0.01).
 * It asks the running server's sandbox (PUBLIC_URL) to broadcast it; confirmations follow.
 */
import { loadConfig } from '../config.ts';

const USAGE = 'usage: npm run sandbox -- send <address|reference> <amount> [tag]';
const [command, target, amount, tag] = process.argv.slice(2);
const config = loadConfig();

if (command !== 'send' || !target || !amount) {
  console.error(USAGE);
  console.error(`Sandbox console: ${config.PUBLIC_URL}/sandbox/pay/console`);
  process.exit(2);
}

const response = await fetch(new URL('/sandbox/pay/chain-send', config.PUBLIC_URL), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ target, amount, ...(tag && { tag }) }),
}).catch((error: unknown) => {
  console.error(`Cannot reach the server at ${config.PUBLIC_URL}: ${(error as Error).message}`);
  process.exit(1);
});
const body = (await response.json()) as Record<string, unknown>;
if (!response.ok) {
  console.error(`Refused: ${String(body.error ?? response.status)}`);
  process.exit(1);
}
console.log(
  `Sent to invoice #${String(body.invoiceNumber)}: credited after ${String(body.confirmations)} confirmations.`,
);
