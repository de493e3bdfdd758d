import {
  BACKOFFICE_ROUTES,
  type Endpoint,
  ERRORS,
  endpoints,
  hasPermission,
  OPERATOR_ROLES,
  type OperatorRole,
} from '@croupier/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createPaymentsKit } from '../payments/test-kit.ts';
import { createBackofficeKit, type TestOperator } from './test-kit.ts';

/*
 * Issue 16's permission matrix: every back-office endpoint of the contract, called by every role,
 * without a token and with a player's token. A role that holds the route's permission gets past
 * authorization (its answer is the handler's: 200, 404 for the random id, 422 for the unknown
 * bonus); any other role is refused 403 permissionDenied and the refusal is audited; no token and
 * a player's token get 401. Sign-in is the one open route; sign-out runs last, as it ends the
 * session.
 */

type Name = keyof typeof BACKOFFICE_ROUTES;
const OPERATOR_ROUTES = (Object.keys(BACKOFFICE_ROUTES) as Name[])
  .filter((name) => name !== 'backofficeSignIn')
  .sort((a, b) => Number(a === 'backofficeSignOut') - Number(b === 'backofficeSignOut'));

const randomId = crypto.randomUUID();
/** A request each route's handler can answer; ids name nothing, so nothing changes. */
const REQUESTS: Record<Exclude<Name, 'backofficeSignIn'>, { query?: string; body?: object }> = {
  backofficeSignOut: {},
  backofficeMe: {},
  backofficePlayers: { query: 'query=nobody' },
  backofficePlayer: {},
  backofficeBlockPlayer: { body: { reason: 'matrix' } },
  backofficeUnblockPlayer: { body: { reason: 'matrix' } },
  backofficeLimitPlayer: { body: { reason: 'matrix' } },
  backofficeUnlimitPlayer: { body: { reason: 'matrix' } },
  backofficeWithdrawals: {},
  backofficeApproveWithdrawal: {},
  backofficeRejectWithdrawal: { body: { reason: 'matrix' } },
  backofficeReviewWithdrawals: { body: { action: 'approve', invoiceIds: [randomId] } },
  backofficeInvoices: { query: 'type=1&status=2' },
  backofficeGames: {},
  backofficeUpdateGame: { body: { popularity: 5 } },
  backofficeAdjustments: {},
  backofficeRequestAdjustment: {
    body: { accountId: randomId, amount: 100, reason: 'matrix' },
  },
  backofficeApproveAdjustment: {},
  backofficeRejectAdjustment: { body: { reason: 'matrix' } },
  backofficeOperators: {},
  backofficeCreateOperator: {
    body: {
      email: 'matrix@croupier.test',
      name: 'Matrix',
      role: 'support',
      password: 'x'.repeat(12),
    },
  },
  backofficeDisableOperator: { body: { reason: 'matrix' } },
  backofficeEnableOperator: { body: { reason: 'matrix' } },
  backofficeResetOperatorTotp: { body: { reason: 'matrix' } },
  backofficeBroadcast: {
    body: { title: 'Matrix', text: 'Nobody gets this', segment: { country: 'AQ' } },
  },
  backofficeDailyReport: { query: 'from=2026-01-01&to=2026-01-31' },
  backofficeBonuses: {},
  backofficeBonusCodes: {},
  backofficeCreateBonusCode: { body: { code: 'MATRIX', bonusId: 'no-such-bonus', trigger: 3 } },
  backofficeUpdateBonusCode: { body: { isEnabled: false } },
  backofficeDocuments: { query: 'status=1' },
  backofficeDocumentFile: {},
  backofficeReviewDocument: { body: { decision: 'decline', reason: 'matrix' } },
  backofficeAuditLog: { query: 'action=player.block' },
  backofficeAuditVerify: {},
  backofficePromoPanels: {},
  backofficeCreatePromoPanel: {
    body: {
      identity: 'matrix-panel',
      placement: 'home',
      position: 1,
      theme: { from: '#000000', to: '#111111', accent: '#222222', motif: 'gift' },
      desktopImage: '/art/promos/cashback-desktop.svg',
      mobileImage: '/art/promos/cashback-mobile.svg',
      link: '/welcome-package',
      isPublished: false,
      translations: {
        fr: { title: 'Matrix', secondTitle: '', additionalTitle: '', ctaLabel: 'Go' },
      },
    },
  },
  backofficeUpdatePromoPanel: { body: { placement: 'home' } },
  backofficeDeletePromoPanel: {},
  backofficePages: {},
  backofficeCreatePage: {
    body: {
      identity: 'matrix-page',
      isPublished: false,
      translations: { fr: { title: 'Matrix', description: '', content: '<p>Matrix</p>' } },
    },
  },
  backofficeUpdatePageTranslation: { body: { title: 'Matrix', description: '', content: '' } },
  backofficeTexts: {},
  backofficeUpdateText: { body: { locale: 'en', value: 'Matrix' } },
  backofficeCountries: {},
  backofficeUpdateCountry: { body: { isRestricted: true, reason: 'matrix' } },
  backofficeRedirects: {},
  backofficeCreateRedirect: { body: { fromPath: '/matrix', to: '/matrix', statusCode: 301 } },
  backofficeUpdateRedirect: { body: { to: '/questions', statusCode: 301 } },
  backofficeDeleteRedirect: {},
  backofficeUpdatePage: { body: { isPublished: true } },
  backofficeBonusDefinition: {},
  backofficeCreateBonus: {
    body: {
      id: 'matrix-bonus',
      name: { en: 'Matrix' },
      type: 1,
      trigger: 'code',
      currencies: [{ currency: 'XXX', amount: 100 }],
      wagerMultiplier: 1,
      expiryDays: 1,
    },
  },
  backofficeUpdateBonus: {
    body: {
      name: { en: 'Matrix' },
      currencies: [{ currency: 'EUR', amount: 100 }],
      wagerMultiplier: 1,
      expiryDays: 1,
    },
  },
  backofficeSetBonusEnabled: { body: { isEnabled: false } },
  backofficeGrantBonus: {
    body: {
      bonusId: 'signup-5',
      currency: 'EUR',
      reason: 'matrix',
      idempotencyKey: randomId,
    },
  },
  backofficeCashbackPrograms: {},
  backofficeCreateCashbackProgram: {
    body: {
      id: 'matrix-cashback',
      name: { en: 'Matrix' },
      period: 'daily',
      percent: 5,
      paidAs: 'cash',
      currencies: [{ currency: 'XXX', minLoss: 100, maxAmount: 100 }],
    },
  },
  backofficeUpdateCashbackProgram: { body: { percent: 0 } },
  backofficeQuests: {},
  backofficeCreateQuest: { body: { name: { en: 'Matrix' } } },
  backofficeUpdateQuest: { body: { name: { en: 'Matrix' } } },
  backofficeTournaments: {},
  backofficeCreateTournament: { body: { name: { en: 'Matrix' } } },
  backofficeUpdateTournament: { body: { name: { en: 'Matrix' } } },
  backofficeCancelTournament: { body: { reason: 'Matrix' } },
  backofficeLoyalty: {},
  backofficeUpdateLoyalty: { body: { levels: [] } },
  backofficePaymentMethods: {},
  backofficeUpdatePaymentMethod: { body: { position: 5 } },
};

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createBackofficeKit>;
let playerToken: string;
const operators = new Map<OperatorRole, TestOperator>();

beforeAll(async () => {
  t = await startTestApp();
  kit = createBackofficeKit(t);
  playerToken = (await createPaymentsKit(t).player()).token;
  for (const role of OPERATOR_ROLES) operators.set(role, await kit.operator(role));
});
afterAll(() => t.close());

function send(name: Exclude<Name, 'backofficeSignIn'>, token: string | undefined) {
  const route: Endpoint = endpoints[name];
  const { query, body } = REQUESTS[name];
  const url = route.path.replace(/:\w+/, randomId) + (query ? `?${query}` : '');
  return kit.call(route.method, url, token, body ?? (route.method === 'GET' ? undefined : {}));
}

describe('back-office permission matrix', () => {
  it('covers every back-office route of the contract', () => {
    const routed = Object.entries(endpoints)
      .filter(([, endpoint]) => (endpoint as Endpoint).path.startsWith('/api/backoffice/'))
      .map(([name]) => name)
      .sort();
    expect(routed).toEqual(Object.keys(BACKOFFICE_ROUTES).sort());
    expect(Object.keys(REQUESTS).sort()).toEqual([...OPERATOR_ROUTES].sort());
  });

  for (const name of OPERATOR_ROUTES) {
    const { operator: permission } = endpoints[name] as Endpoint;
    it(`${name} (${permission}): 401 without a token or with a player's`, async () => {
      for (const token of [undefined, playerToken]) {
        const response = await send(name, token);
        expect(response.statusCode, response.body).toBe(401);
        expect(response.json().error.code).toBe(ERRORS.unauthorized.code);
      }
    });

    for (const role of OPERATOR_ROLES) {
      const isAllowed = permission === 'signed-in' || hasPermission(role, permission!);
      it(`${name}: ${role} is ${isAllowed ? 'let through' : 'refused 403 and audited'}`, async () => {
        const operator = operators.get(role)!;
        const response = await send(name, operator.token);
        if (isAllowed) {
          expect([200, 404, 422], response.body).toContain(response.statusCode);
          return;
        }
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().error.code).toBe(ERRORS.permissionDenied.code);
        const [last] = await t.db
          .select()
          .from(operatorAuditLog)
          .where(eq(operatorAuditLog.operatorId, operator.id))
          .orderBy(desc(operatorAuditLog.id))
          .limit(1);
        expect(last).toMatchObject({ action: 'permission.denied', after: { permission, role } });
      });
    }
  }
});
