/**
 * Creates a back-office operator (the first admin, or any role):
 * `npm run backoffice:create-admin -- --email ops@example.com [--name "Ada Ops"] [--role admin] [--password …]`.
 * Without --password it asks for one (not echoed). It prints the TOTP enrolment as an otpauth://
 * URI and as a QR code for an authenticator app: shown once, never again. With the embedded
 * database, stop the server first (one process owns its folder).
 */
import { parseArgs } from 'node:util';
import {
  OPERATOR_PASSWORD_MIN_LENGTH,
  OPERATOR_ROLES,
  type OperatorRole,
} from '@croupier/contract';
import QRCode from 'qrcode';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { createOperator } from '../modules/backoffice/operators.ts';
import { loadTotpKey } from '../modules/backoffice/totp-secrets.ts';
import { askHidden } from './prompt.ts';

const USAGE =
  'usage: npm run backoffice:create-admin -- --email <e-mail> [--name <name>] [--role admin] [--password <password>]';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    password: { type: 'string' },
  },
});
const role = values.role as OperatorRole;
if (!values.email?.includes('@') || !OPERATOR_ROLES.includes(role)) {
  console.error(`${USAGE}\nroles: ${OPERATOR_ROLES.join(', ')}`);
  process.exit(2);
}
const password = values.password ?? (await askHidden('Password for the new operator: '));
if (password.length < OPERATOR_PASSWORD_MIN_LENGTH) {
  console.error(`The password needs at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters.`);
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase({ ...config, SEED_DEMO: false });
try {
  await loadTotpKey(database.db, config.BACKOFFICE_TOTP_KEY);
  const { operator, totpSecret, enrolmentUri } = await createOperator(database.db, {
    email: values.email,
    name: values.name ?? values.email.split('@')[0]!,
    role,
    password,
  });
  console.log(`Operator ${operator.email} (${operator.role}) created.`);
  console.log('Scan this with an authenticator app (shown only now):\n');
  console.log(await QRCode.toString(enrolmentUri, { type: 'terminal', small: true }));
  console.log(`${enrolmentUri}\n\nSecret, to type in instead: ${totpSecret}`);
} catch (error) {
  const isDuplicate =
    (error as { cause?: { code?: string }; code?: string }).cause?.code === '23505';
  console.error(isDuplicate ? `An operator with e-mail ${values.email} exists already.` : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
