/**
 * Who may do what in the back office: the one table the server checks on every back-office call
 * and the web reads to hide what a role cannot do. Plain data, so the browser imports it
 * (`@croupier/contract/backoffice-permissions`) without zod.
 */
export const OPERATOR_ROLES = ['support', 'payments', 'risk', 'marketing', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Each permission and the roles that hold it. Admin holds every one. */
export const OPERATOR_PERMISSIONS = {
  /** Search players; read a player's profile, balances, ledger, sessions and limits. */
  'players.read': ['support', 'payments', 'risk', 'admin'],
  /** Block and unblock a player (sign-in refused, sessions closed); mark them limited or not. */
  'players.block': ['risk', 'admin'],
  /** The withdrawal queue. */
  'withdrawals.read': ['payments', 'risk', 'admin'],
  /** Approve or reject withdrawals, one by one or in bulk. */
  'withdrawals.review': ['payments', 'admin'],
  /** Search deposits and withdrawals of every status (invoices). */
  'payments.read': ['support', 'payments', 'risk', 'admin'],
  /** The game catalogue: enable or withdraw a game, restrict its countries, order the lobby. */
  'content.manage': ['marketing', 'admin'],
  /** Ask for a manual balance adjustment (applied at once up to the approval threshold). */
  'adjustments.request': ['payments', 'admin'],
  /** Approve or reject another operator's adjustment above the threshold. */
  'adjustments.approve': ['payments', 'risk', 'admin'],
  /** The KYC document queue, and a document's file in the viewer. */
  'documents.read': ['support', 'risk', 'admin'],
  /** Approve or decline KYC documents (the player's verification level follows). */
  'documents.review': ['risk', 'admin'],
  /** Bonus definitions and bonus codes, read. */
  'bonuses.read': ['support', 'marketing', 'admin'],
  /** Create bonus codes, enable and disable them. */
  'bonuses.manage': ['marketing', 'admin'],
  /** A message to every player of a segment (country, currency, loyalty level). */
  'messenger.broadcast': ['marketing', 'admin'],
  /** Daily figures: deposits, withdrawals, GGR, NGR, active players. */
  'reports.read': ['payments', 'risk', 'marketing', 'admin'],
  /** Operators: list, add, disable and enable, reset a second factor. */
  'operators.manage': ['admin'],
  /** The audit log and its chain check. */
  'audit.read': ['risk', 'admin'],
  /** Give a bonus to one player with a reason (goodwill by support, campaigns by marketing). */
  'bonuses.issue': ['support', 'marketing', 'admin'],
  /** Quests, tournaments, loyalty levels and point rates, read (support answers players on them). */
  'retention.read': ['support', 'marketing', 'admin'],
  /** Create and edit quests and tournaments; edit loyalty levels and point rates. */
  'retention.manage': ['marketing', 'admin'],
  /** Cashier methods: enable or disable, countries, order, limits per currency. */
  'payments.manage': ['payments', 'admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorPermission = keyof typeof OPERATOR_PERMISSIONS;

export function hasPermission(role: OperatorRole, permission: OperatorPermission): boolean {
  return (OPERATOR_PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);
}

export function permissionsOf(role: OperatorRole): OperatorPermission[] {
  return (Object.keys(OPERATOR_PERMISSIONS) as OperatorPermission[]).filter((permission) =>
    hasPermission(role, permission),
  );
}
