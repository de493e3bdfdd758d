import { type Endpoint, type EndpointName, type ErrorName, endpoints } from '@croupier/contract';
import { z } from 'zod';
import { CARD_FIELDS, expectStatus, KIT_GAME, type World } from './access-matrix-world.ts';

/*
 * What the access matrix covers: every id the contract takes, either probed (A names B's object
 * and is refused) or listed as public with why naming it gives no access to anyone's things.
 */

// ---------------------------------------------------------------------------------------------
// The ids the contract takes

/** Body and query fields that name an id: `id`, `accountId`, `messageIds`, `roundId`… */
const ID_FIELD = /^ids?$|Ids?$/;

function objectKeysOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return objectKeysOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return objectKeysOf(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodUnion) {
    return (schema.options as z.ZodType[]).flatMap((option) => objectKeysOf(option));
  }
  if (schema instanceof z.ZodIntersection) {
    const { left, right } = schema.def;
    return [...objectKeysOf(left as z.ZodType), ...objectKeysOf(right as z.ZodType)];
  }
  return [];
}

/** Every `endpoint.location.field` of the contract that names an id (every path parameter too). */
export function idFieldsOfContract(): string[] {
  const fields = new Set<string>();
  for (const [name, route] of Object.entries(endpoints) as [string, Endpoint][]) {
    const inPath = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    for (const key of [...inPath, ...objectKeysOf(route.params)]) {
      fields.add(`${name}.params.${key}`);
    }
    for (const key of objectKeysOf(route.query).filter((k) => ID_FIELD.test(k))) {
      fields.add(`${name}.query.${key}`);
    }
    for (const key of objectKeysOf(route.body).filter((k) => ID_FIELD.test(k))) {
      fields.add(`${name}.body.${key}`);
    }
  }
  return [...fields].sort();
}

const SIGNED_BY_PROVIDER =
  "the provider's integration name: every call is signed with that integration's secret";

const OPERATOR_ONLY =
  "a back-office call: only an operator whose role holds the route's permission names it; a player's token is refused 401 (backoffice/permissions.test.ts)";

/** Ids every player (or only another system) may name, each with why naming it is no access. */
export const PUBLIC_IDS: Record<string, string> = {
  'staticPage.params.pageIdentity': 'a managed content page, the same for every visitor',
  'bonusPage.params.pageIdentity': 'a managed bonus page, the same for every visitor',
  'socialRedirect.params.provider': 'a sign-in provider of the public social settings',
  'paymentWebhook.params.provider':
    "a payment provider's name: the webhook is signed with its secret, never a player's call",
  'tournament.params.id': "a public tournament; the player's own entry comes from the bearer",
  'updateProfile.body.freshchatRestoreId':
    "the support chat's own conversation handle, stored on the bearer's profile, naming nothing of ours",
  'joinTournament.params.id': "a public tournament; the buy-in comes from the bearer's account",
  'activateQuest.params.id': "a quest of the public catalogue; the run it starts is the bearer's",
  'gameProvider.params.id': 'a studio of the public game catalogue',
  'game.params.id': 'a game of the public catalogue',
  'playGame.params.id': "a catalogue game; the session it opens is on the bearer's own account",
  'addFavoriteGame.params.id': "a catalogue game; only the bearer's own favourites change",
  'removeFavoriteGame.params.id': "a catalogue game; only the bearer's own favourites change",
  'deposit.body.bonusId': "a bonus definition offered at the cashier, not a player's bonus",
  'bonusStatus.query.bonusIds': "bonus definitions; the answer is about the bearer's history",
  'bonusStatus.query.packageId': "a welcome package definition; the answer is the bearer's",
  'socialSignIn.body.id': "Telegram's user id inside the payload Telegram signed (hash)",
  'providerBalance.params.integration': SIGNED_BY_PROVIDER,
  'providerBet.params.integration': SIGNED_BY_PROVIDER,
  'providerWin.params.integration': SIGNED_BY_PROVIDER,
  'providerRollback.params.integration': SIGNED_BY_PROVIDER,
  'providerRoundClose.params.integration': SIGNED_BY_PROVIDER,
  'providerFreespins.params.integration': SIGNED_BY_PROVIDER,
  'providerBet.body.gameId': "a catalogue game, which must be the session's game",
  'backofficePlayer.params.id': OPERATOR_ONLY,
  'backofficeBlockPlayer.params.id': OPERATOR_ONLY,
  'backofficeUnblockPlayer.params.id': OPERATOR_ONLY,
  'backofficeLimitPlayer.params.id': OPERATOR_ONLY,
  'backofficeUnlimitPlayer.params.id': OPERATOR_ONLY,
  'backofficeDisableOperator.params.id': OPERATOR_ONLY,
  'backofficeEnableOperator.params.id': OPERATOR_ONLY,
  'backofficeResetOperatorTotp.params.id': OPERATOR_ONLY,
  'backofficeApproveWithdrawal.params.id': OPERATOR_ONLY,
  'backofficeRejectWithdrawal.params.id': OPERATOR_ONLY,
  'backofficeReviewWithdrawals.body.invoiceIds': OPERATOR_ONLY,
  'backofficeInvoices.query.playerId': OPERATOR_ONLY,
  'backofficeUpdateGame.params.id': OPERATOR_ONLY,
  'backofficeRequestAdjustment.params.id': OPERATOR_ONLY,
  'backofficeRequestAdjustment.body.accountId': OPERATOR_ONLY,
  'backofficeApproveAdjustment.params.id': OPERATOR_ONLY,
  'backofficeRejectAdjustment.params.id': OPERATOR_ONLY,
  'backofficeCreateBonusCode.body.bonusId': OPERATOR_ONLY,
  'backofficeUpdateBonusCode.params.code': OPERATOR_ONLY,
  'backofficeDocuments.query.playerId': OPERATOR_ONLY,
  'backofficeDocumentFile.params.id': OPERATOR_ONLY,
  'backofficeReviewDocument.params.id': OPERATOR_ONLY,
  'backofficeAuditLog.query.operatorId': OPERATOR_ONLY,
  'backofficeAuditLog.query.targetId': OPERATOR_ONLY,
  'backofficeUpdatePromoPanel.params.identity': OPERATOR_ONLY,
  'backofficeDeletePromoPanel.params.identity': OPERATOR_ONLY,
  'backofficeUpdatePageTranslation.params.identity': OPERATOR_ONLY,
  'backofficeUpdatePageTranslation.params.locale': OPERATOR_ONLY,
  'backofficeUpdateText.params.key': OPERATOR_ONLY,
  'backofficeUpdateCountry.params.code': OPERATOR_ONLY,
  'backofficeUpdateRedirect.params.fromPath': OPERATOR_ONLY,
  'backofficeDeleteRedirect.params.fromPath': OPERATOR_ONLY,
  'backofficeUpdatePage.params.identity': OPERATOR_ONLY,
  'backofficeBonusDefinition.params.id': OPERATOR_ONLY,
  'backofficeCreateBonus.body.id': OPERATOR_ONLY,
  'backofficeUpdateBonus.params.id': OPERATOR_ONLY,
  'backofficeSetBonusEnabled.params.id': OPERATOR_ONLY,
  'backofficeGrantBonus.params.id': OPERATOR_ONLY,
  'backofficeGrantBonus.body.bonusId': OPERATOR_ONLY,
  'backofficeCreateCashbackProgram.body.id': OPERATOR_ONLY,
  'backofficeCreateCashbackProgram.body.bonusId': OPERATOR_ONLY,
  'backofficeUpdateCashbackProgram.params.id': OPERATOR_ONLY,
  'backofficeUpdateCashbackProgram.body.bonusId': OPERATOR_ONLY,
  'backofficeCreateQuest.body.rewardBonusId': OPERATOR_ONLY,
  'backofficeUpdateQuest.params.id': OPERATOR_ONLY,
  'backofficeUpdateQuest.body.rewardBonusId': OPERATOR_ONLY,
  'backofficeCreateTournament.body.gameIds': OPERATOR_ONLY,
  'backofficeUpdateTournament.params.id': OPERATOR_ONLY,
  'backofficeUpdateTournament.body.gameIds': OPERATOR_ONLY,
  'backofficeCancelTournament.params.id': OPERATOR_ONLY,
  'backofficeUpdatePaymentMethod.params.id': OPERATOR_ONLY,
  'backofficeAuditVerify.query.expectId': OPERATOR_ONLY,
};

// ---------------------------------------------------------------------------------------------
// The probes

export interface ProbeRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** Puts an id in a request: B's own, or a random one in its place. */
export type IdOf = (owned: string) => string;

export interface Probe {
  endpoint: EndpointName;
  /** Where the request names B's object: `params.id`, `body.accountId`… */
  fields: readonly string[];
  /** B's object, as the test names it. */
  object: string;
  refusal: ErrorName;
  /** Why a random id is accepted where B's is refused (then only the refusal is asserted). */
  randomIdAccepted?: string;
  request(w: World, id: IdOf): ProbeRequest;
  /** B's object as B reads it through the API: the same before and after A's calls. */
  readBack(w: World): Promise<unknown>;
}

/** One of B's objects in one of B's lists (undefined once it is gone). */
async function bSees(w: World, url: string, id: string, idKey = 'id') {
  const response = await w.api.call('GET', url, w.b.token);
  expectStatus(response, 200);
  const items = (response.json() as { data: Record<string, unknown>[] }).data;
  return items.find((item) => item[idKey] === id);
}

/** B's accounts and invoices: what a call naming B's account or invoice would change. */
async function bMoney(w: World) {
  const accounts = await w.api.call('GET', '/api/wallet/accounts', w.b.token);
  const invoices = await w.api.call('GET', '/api/payment/invoices', w.b.token);
  return { accounts: accounts.json().data, invoices: invoices.json().data };
}

/** B's open round of the kit game and B's money: what a provider call naming them would change. */
async function bRound(w: World) {
  return { round: await bSees(w, '/api/game/bets', w.bRound.id), money: await bMoney(w) };
}

type Owned = World['owned'];

/** A probe of a path id of B's, read back from one of B's lists (or B's money). */
function pathProbe(
  endpoint: EndpointName,
  object: string,
  refusal: ErrorName,
  options: {
    owned: (owned: Owned) => string;
    list?: string;
    param?: string;
    body?: Record<string, unknown>;
  },
): Probe {
  const param = options.param ?? 'id';
  const { list } = options;
  return {
    endpoint,
    fields: [`params.${param}`],
    object,
    refusal,
    request: (w, id) => ({
      params: { [param]: id(options.owned(w.owned)) },
      ...(options.body && { body: options.body }),
    }),
    readBack: (w) => (list ? bSees(w, list, options.owned(w.owned)) : bMoney(w)),
  };
}

const BONUSES = '/api/game/player-bonuses';
const FREESPINS = '/api/game/player-freespins';
const MESSAGES = '/api/notification/messenger/messages';
const LIMITS = '/api/player/limits';
const DOCUMENTS = '/api/player/documents';

const PATH_PROBES: Probe[] = [
  pathProbe('closeSession', 'session on another device', 'notFound', {
    owned: (o) => o.sessionId,
    list: '/api/player/sessions',
  }),
  pathProbe('switchAccount', 'USD account', 'notFound', { owned: (o) => o.otherAccountId }),
  pathProbe('hideAccount', 'USD account', 'notFound', { owned: (o) => o.otherAccountId }),
  pathProbe('declineInvoice', 'pending withdrawal', 'notFound', {
    owned: (o) => o.withdrawalInvoiceId,
  }),
  pathProbe('declineInvoice', 'pending deposit', 'notFound', { owned: (o) => o.depositInvoiceId }),
  pathProbe('activatePlayerBonus', 'issued bonus', 'bonusNotFound', {
    owned: (o) => o.issuedBonusId,
    list: BONUSES,
  }),
  pathProbe('cancelPlayerBonus', 'active bonus', 'bonusNotFound', {
    owned: (o) => o.activeBonusId,
    list: BONUSES,
    body: { isUnsettledConfirmed: true },
  }),
  pathProbe('activatePlayerFreespin', 'issued free spins', 'bonusNotFound', {
    owned: (o) => o.issuedSpinsId,
    list: FREESPINS,
  }),
  pathProbe('cancelPlayerFreespin', 'active free spins', 'bonusNotFound', {
    owned: (o) => o.activeSpinsId,
    list: FREESPINS,
  }),
  pathProbe('cancelPlayerQuest', 'active quest', 'questNotFound', {
    owned: (o) => o.questRunId,
    list: '/api/retention/player-quests',
  }),
  pathProbe('updateLimit', 'deposit limit (a decrease applies at once)', 'notFound', {
    owned: (o) => o.limitId,
    list: LIMITS,
    param: 'limitId',
    body: { period: 'weekly', amount: 100 },
  }),
  pathProbe('deleteLimit', 'deposit limit', 'notFound', { owned: (o) => o.limitId, list: LIMITS }),
  pathProbe('documentFile', 'identity document', 'notFound', {
    owned: (o) => o.documentId,
    list: DOCUMENTS,
  }),
  pathProbe('deleteDocument', 'identity document', 'notFound', {
    owned: (o) => o.documentId,
    list: DOCUMENTS,
  }),
];

/** Messenger changes naming B's message alone, and beside one of A's own. */
const MESSAGE_PROBES: Probe[] = (['readMessengerMessages', 'deleteMessengerMessages'] as const)
  .flatMap((endpoint) => [
    { endpoint, object: 'unread message', mine: (_w: World) => [] },
    { endpoint, object: "unread message, beside one of A's", mine: (w: World) => [w.aMessageId] },
  ])
  .map(
    ({ endpoint, object, mine }): Probe => ({
      endpoint,
      fields: ['body.messageIds'],
      object,
      refusal: 'notFound',
      request: (w, id) => ({ body: { messageIds: [...mine(w), id(w.owned.messageId)] } }),
      readBack: (w) => bSees(w, MESSAGES, w.owned.messageId),
    }),
  );

const BODY_PROBES: Probe[] = [
  ...(['deposit', 'withdraw'] as const).map(
    (endpoint): Probe => ({
      endpoint,
      fields: ['body.accountId'],
      object: 'EUR account',
      refusal: 'notFound',
      request: (w, id) => ({
        body: {
          method: 'card',
          currency: 'EUR',
          accountId: id(w.b.accountId),
          amount: 2000,
          fields: endpoint === 'withdraw' ? CARD_FIELDS : {},
        },
      }),
      readBack: bMoney,
    }),
  ),
  {
    endpoint: 'removeBonusCode',
    fields: ['body.playerBonusCodeId'],
    object: 'deposit code waiting for a deposit',
    refusal: 'notFound',
    request: (w, id) => ({ body: { playerBonusCodeId: id(w.owned.depositCodeId) } }),
    readBack: (w) =>
      bSees(w, '/api/game/bonuses/bonuscodes', w.owned.depositCodeId, 'playerBonusCodeId'),
  },
];

const random = () => crypto.randomUUID();
const aSession = (w: World) => ({ sessionToken: w.a.sessionId });

/**
 * The provider API, signed as the provider signs it, for A's game session but naming B's round,
 * bet or free spins: what a provider (or whoever holds A's launch URL) could try.
 */
const PROVIDER_PROBES: Probe[] = [
  {
    endpoint: 'providerBet',
    fields: ['body.roundId'],
    object: 'open round',
    refusal: 'roundNotFound',
    randomIdAccepted: "a new round id opens a round of A's session",
    request: (w, id) => ({
      body: {
        ...aSession(w),
        ...KIT_GAME,
        transactionId: random(),
        roundId: id(w.bRound.roundId),
        amount: 100,
      },
    }),
    readBack: bRound,
  },
  {
    endpoint: 'providerWin',
    fields: ['body.roundId'],
    object: 'open round',
    refusal: 'roundNotFound',
    request: (w, id) => ({
      body: {
        ...aSession(w),
        currency: 'EUR',
        transactionId: random(),
        roundId: id(w.bRound.roundId),
        amount: 500,
      },
    }),
    readBack: bRound,
  },
  {
    endpoint: 'providerRollback',
    fields: ['body.roundId', 'body.rollbackTransactionId'],
    object: 'bet in its open round',
    refusal: 'roundNotFound',
    randomIdAccepted: 'a rollback of a bet never received is accepted and remembered',
    request: (w, id) => ({
      body: {
        ...aSession(w),
        transactionId: random(),
        roundId: id(w.bRound.roundId),
        rollbackTransactionId: id(w.bRound.transactionId),
      },
    }),
    readBack: bRound,
  },
  {
    endpoint: 'providerRoundClose',
    fields: ['body.roundId'],
    object: 'open round',
    refusal: 'roundNotFound',
    request: (w, id) => ({ body: { ...aSession(w), roundId: id(w.bRound.roundId) } }),
    readBack: bRound,
  },
  // B's bet's transaction id, reused for a call in A's own round: a replay must not answer B's.
  ...(
    [
      ['providerBet', () => ({ ...KIT_GAME, amount: 100 })],
      ['providerWin', () => ({ currency: 'EUR', amount: 0, isRoundClosed: false })],
      ['providerRollback', () => ({ rollbackTransactionId: random() })],
    ] as const
  ).map(
    ([endpoint, fieldsOf]): Probe => ({
      endpoint,
      fields: ['body.transactionId'],
      object: "bet's transaction",
      refusal: 'duplicateTransaction',
      randomIdAccepted: "a new transaction id is a new call in A's round",
      request: (w, id) => ({
        body: {
          ...aSession(w),
          ...fieldsOf(),
          transactionId: id(w.bRound.transactionId),
          roundId: w.aRound.roundId,
        },
      }),
      readBack: bRound,
    }),
  ),
  // B's active free spins of the kit game, named in A's session of that game.
  ...(
    [
      ['providerBet', 'freespinNotAvailable', () => ({ ...KIT_GAME, amount: 0 })],
      ['providerWin', 'roundNotFound', () => ({ currency: 'EUR', amount: 500 })],
      ['providerRollback', 'roundNotFound', () => ({ rollbackTransactionId: random() })],
    ] as const
  ).map(
    ([endpoint, refusal, fieldsOf]): Probe => ({
      endpoint,
      fields: ['body.freespinId'],
      object: 'active free spins',
      refusal,
      request: (w, id) => ({
        body: {
          ...aSession(w),
          ...fieldsOf(),
          transactionId: random(),
          roundId: random(),
          freespinId: id(w.owned.activeSpinsId),
        },
      }),
      readBack: (w) => bSees(w, FREESPINS, w.owned.activeSpinsId),
    }),
  ),
];

export const PROBES = [...PATH_PROBES, ...MESSAGE_PROBES, ...BODY_PROBES, ...PROVIDER_PROBES];
