/**
 * Every error the API can answer with: a numeric code (the body's `error.code`) and its HTTP status.
 * Codes named by the spec keep their numbers (11003, 11005, 13100); the others follow the same
 * ranges: 10xxx common, 11xxx player, 12xxx content and settings, 13xxx payments and limits,
 * 14xxx games and the provider API, 15xxx the back office.
 */
export const ERRORS = {
  internal: { code: 10000, status: 500 },
  badRequest: { code: 10001, status: 400 },
  validation: { code: 10002, status: 422 },
  unauthorized: { code: 10003, status: 401 },
  forbidden: { code: 10004, status: 403 },
  notFound: { code: 10005, status: 404 },
  rateLimited: { code: 10006, status: 429 },
  payloadTooLarge: { code: 10007, status: 413 },
  unavailable: { code: 10008, status: 503 },
  /** An API path that exists, called with a method it does not take (with an `Allow` header). */
  methodNotAllowed: { code: 10009, status: 405 },
  invalidCredentials: { code: 11001, status: 401 },
  accountBlocked: { code: 11002, status: 403 },
  otpInvalid: { code: 11003, status: 422 },
  otpExpired: { code: 11004, status: 422 },
  otpLimit: { code: 11005, status: 429 },
  /** Self-excluded or cooling off until `params.until` (or for good): no sign-in, play or deposit. */
  selfExcluded: { code: 11006, status: 403 },
  selfExcludedPermanently: { code: 11007, status: 403 },
  pageNotFound: { code: 12001, status: 404 },
  redirectNotFound: { code: 12002, status: 404 },
  unknownLocale: { code: 12003, status: 404 },
  /** Not a JPEG, PNG or PDF by its content, empty, or over the size limit. */
  documentInvalid: { code: 11008, status: 422 },
  /** A document that was reviewed stays (approved or declined). */
  documentReviewed: { code: 11009, status: 409 },
  /** `DOCUMENT_MAX_PENDING` documents already wait for review: one must be reviewed or deleted. */
  documentLimit: { code: 11010, status: 422 },
  insufficientFunds: { code: 13001, status: 422 },
  duplicateTransfer: { code: 13002, status: 409 },
  holdNotPending: { code: 13003, status: 409 },
  depositLimit: { code: 13100, status: 403 },
  limitedDeposit: { code: 13101, status: 403 },
  amountOutOfRange: { code: 13102, status: 422 },
  methodUnavailable: { code: 13103, status: 422 },
  invoiceNotDeclinable: { code: 13104, status: 409 },
  aboveWithdrawalBalance: { code: 13105, status: 422 },
  activeAccount: { code: 13106, status: 409 },
  currencyUnavailable: { code: 13107, status: 422 },
  invalidSignature: { code: 13108, status: 401 },
  accountHidden: { code: 13109, status: 409 },
  /** A limit of this definition and period exists already (or an exclusion runs). */
  limitExists: { code: 13110, status: 409 },
  /** Self-exclusion and cooling-off cannot be changed, shortened or lifted. */
  limitLocked: { code: 13111, status: 409 },
  /** An increase or removal waits for its 24 hours (`params.at`), or asks for something else. */
  limitChangePending: { code: 13112, status: 409 },
  /** No exchange rate to count this currency against a limit in another one: refused. */
  limitRateMissing: { code: 13113, status: 422 },
  /** A withdrawal this large waits for the player's identity to be verified. */
  verificationRequired: { code: 13114, status: 403 },
  gameNotFound: { code: 14001, status: 404 },
  /** Not playable from the player's country: the geo-restricted-game modal. */
  gameRestricted: { code: 14002, status: 451 },
  /** Disabled, not on this device, or no demo of it. */
  gameUnavailable: { code: 14003, status: 409 },
  providerNotFound: { code: 14004, status: 404 },
  gameSessionClosed: { code: 14005, status: 409 },
  gameSessionNotFound: { code: 14006, status: 404 },
  roundNotFound: { code: 14007, status: 404 },
  roundClosed: { code: 14008, status: 409 },
  /** A provider transaction id seen before with other data. */
  duplicateTransaction: { code: 14009, status: 409 },
  currencyMismatch: { code: 14010, status: 422 },
  /** The bet is above a limit (bet limit, bonus max bet) the player is under. */
  betRefused: { code: 14011, status: 403 },
  /** The game may not be played while the active bonus is on (restricted game). */
  betRestricted: { code: 14012, status: 403 },
  /** The bet would go over the player's bet or loss limit for its period. */
  gameLimit: { code: 14013, status: 403 },
  bonusNotFound: { code: 14101, status: 404 },
  /** Another bonus of the currency is active, or this one is no longer issued. */
  bonusNotActivatable: { code: 14102, status: 409 },
  /** The bonus has finished (played, canceled, expired or lost). */
  bonusFinished: { code: 14103, status: 409 },
  /** The bonus has bets that are not settled yet: confirm losing them, or wait. */
  bonusUnsettledBets: { code: 14104, status: 409 },
  /** The chosen deposit bonus does not exist for this currency and amount. */
  bonusNotAvailable: { code: 14105, status: 422 },
  /** A free spin of free spins that are not active, used up, or of another game or player. */
  freespinNotAvailable: { code: 14106, status: 409 },
  questNotFound: { code: 14201, status: 404 },
  /** Not offered now, already taken in this currency, or no goal in this currency. */
  questNotAvailable: { code: 14202, status: 409 },
  /** Only an active quest can be cancelled. */
  questNotActive: { code: 14203, status: 409 },
  tournamentNotFound: { code: 14301, status: 404 },
  /** Finished, or not open to joining. */
  tournamentClosed: { code: 14302, status: 409 },
  tournamentJoined: { code: 14303, status: 409 },
  /** An operator whose role lacks the back-office route's permission (logged in the audit log). */
  permissionDenied: { code: 15001, status: 403 },
  /** A back-office adjustment that is no longer pending (applied or rejected meanwhile). */
  adjustmentDecided: { code: 15002, status: 409 },
  /** The operator who asked for an adjustment cannot be the one who approves it. */
  secondOperatorRequired: { code: 15003, status: 403 },
  /** Players took this quest: its tasks stay, and while a run is active its reward stays too. */
  questInUse: { code: 15031, status: 409 },
  /** The tournament started (or players paid to join): its rules and prizes stay. */
  tournamentLocked: { code: 15032, status: 409 },
} as const satisfies Record<string, { code: number; status: number }>;

export type ErrorName = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorName]['code'];

const errorNameByCode = /* @__PURE__ */ new Map<number, ErrorName>(
  Object.entries(ERRORS).map(([name, { code }]) => [code, name as ErrorName]),
);

export function findErrorName(code: number): ErrorName | undefined {
  return errorNameByCode.get(code);
}
