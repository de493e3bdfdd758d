import type { PaymentMethodCurrency, PaymentMethodField } from '../../schema.ts';
import type { Localized } from './types.ts';

/**
 * The demo cashier: methods of the `sandbox` provider (apps/server/src/modules/sandbox), several
 * per currency and country as a real cashier lists them, covering every processing type. Limits
 * and presets are minor units of each currency; crypto networks narrow them per network.
 */
export interface SeedPaymentMethod {
  method: string;
  direction: 'deposit' | 'withdrawal';
  processingType: 'form' | 'iframe' | 'qr' | 'message' | 'asyncRedirect';
  type: 'form' | 'address';
  logo: string;
  name: Localized<string>;
  currencies: PaymentMethodCurrency[];
  /** null: everywhere except `excludedCountries`. */
  countries: string[] | null;
  excludedCountries: string[];
  fields: PaymentMethodField[];
  position: number;
}

const LOGOS = '/art/payments';

/** Limits in major units, turned into minor units with the currency's subunit. */
function limits(
  currency: string,
  subunit: number,
  min: number,
  max: number,
  presets: number[],
): PaymentMethodCurrency {
  const toMinor = (major: number) => Math.round(major * subunit);
  return {
    currency,
    amountMin: toMinor(min),
    amountMax: toMinor(max),
    presets: presets.map((amount, index) => ({ amount: toMinor(amount), default: index === 1 })),
  };
}

/** Fiat currencies with subunit 100, and the cashier's usual limits scaled by a rough factor. */
const FIAT: [currency: string, factor: number][] = [
  ['EUR', 1],
  ['USD', 1],
  ['GBP', 1],
  ['CAD', 1.5],
  ['AUD', 1.5],
  ['CHF', 1],
  ['NOK', 10],
  ['SEK', 10],
  ['PLN', 4],
  ['MXN', 20],
  ['BRL', 5],
];

function fiatLimits(codes: string[], min: number, max: number, presets: number[]) {
  const list = FIAT.filter(([code]) => codes.includes(code)).map(([code, factor]) =>
    limits(
      code,
      100,
      min * factor,
      max * factor,
      presets.map((p) => p * factor),
    ),
  );
  if (codes.includes('JPY')) {
    list.push(
      limits(
        'JPY',
        1,
        min * 150,
        max * 150,
        presets.map((p) => p * 150),
      ),
    );
  }
  return list;
}

const EUROPE = ['DE', 'AT', 'CH', 'ES', 'PT', 'IT', 'BE', 'IE', 'FI', 'PL', 'SE', 'NO', 'DK', 'CZ'];
const ALL_FIAT = [...FIAT.map(([code]) => code), 'JPY'];

function label(en: string, de: string, es: string, ptBR: string): Localized<string> {
  return { en, de, es, 'pt-BR': ptBR };
}

const cardHolder: PaymentMethodField = {
  key: 'card_holder',
  fieldType: 'text',
  isRequired: true,
  regexp: "^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ .'-]{1,48}$",
  labels: label('Card holder', 'Karteninhaber', 'Titular de la tarjeta', 'Titular do cartão'),
  hints: label(
    'As printed on the card',
    'Wie auf der Karte angegeben',
    'Tal como aparece en la tarjeta',
    'Como impresso no cartão',
  ),
};

const cardNumber: PaymentMethodField = {
  key: 'card_number',
  fieldType: 'text',
  isRequired: true,
  // The card the player deposited with, masked as the cashier shows it: 4111 **** **** 1111.
  regexp: '^\\d{4} ?(\\*{4}|\\d{4}) ?(\\*{4}|\\d{4}) ?\\d{4}$',
  labels: label('Card number', 'Kartennummer', 'Número de tarjeta', 'Número do cartão'),
  hints: label(
    '4111 **** **** 1111',
    '4111 **** **** 1111',
    '4111 **** **** 1111',
    '4111 **** **** 1111',
  ),
};

const accountHolder: PaymentMethodField = {
  key: 'account_holder',
  fieldType: 'text',
  isRequired: true,
  regexp: "^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ .'-]{1,64}$",
  labels: label('Account holder', 'Kontoinhaber', 'Titular de la cuenta', 'Titular da conta'),
};

const iban: PaymentMethodField = {
  key: 'iban',
  fieldType: 'text',
  isRequired: true,
  regexp: '^[A-Z]{2}\\d{2} ?([A-Z0-9]{4} ?){2,7}[A-Z0-9]{1,4}$',
  labels: label('IBAN', 'IBAN', 'IBAN', 'IBAN'),
  hints: label(
    'DE89 3704 0044 0532 0130 00',
    'DE89 3704 0044 0532 0130 00',
    'ES91 2100 0418 4502 0005 1332',
    'PT50 0002 0123 1234 5678 9015 4',
  ),
};

const cpf: PaymentMethodField = {
  key: 'cpf_number',
  fieldType: 'text',
  isRequired: true,
  labels: label('CPF', 'CPF', 'CPF', 'CPF'),
  hints: label('000.000.000-00', '000.000.000-00', '000.000.000-00', '000.000.000-00'),
};

const email: PaymentMethodField = {
  key: 'email',
  fieldType: 'email',
  isRequired: true,
  labels: label('E-mail', 'E-Mail', 'Correo electrónico', 'E-mail'),
};

const phone: PaymentMethodField = {
  key: 'phone',
  fieldType: 'phone',
  isRequired: true,
  labels: label('Phone number', 'Telefonnummer', 'Número de teléfono', 'Número de telefone'),
};

/** Address patterns of the sandbox chain's networks. */
const ADDRESS = {
  bitcoin: '^(bc1[a-z0-9]{25,59}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$',
  evm: '^0x[a-fA-F0-9]{40}$',
  tron: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
  ton: '^(EQ|UQ)[A-Za-z0-9_-]{46}$',
};

interface Network {
  id: string;
  name: string;
  regex: string;
  /** Major units of the coin. */
  min: number;
  max: number;
}

const networks = (list: Network[], subunit: number) =>
  list.map(({ id, name, regex, min, max }) => ({
    id,
    name,
    regex,
    minAmount: Math.round(min * subunit),
    maxAmount: Math.round(max * subunit),
  }));

const CRYPTO: Record<'BTC' | 'ETH' | 'USDT', { subunit: number; networks: Network[] }> = {
  BTC: {
    subunit: 100_000_000,
    networks: [
      { id: 'bitcoin', name: 'Bitcoin', regex: ADDRESS.bitcoin, min: 0.0001, max: 5 },
      { id: 'bsc', name: 'BNB Smart Chain (BEP20)', regex: ADDRESS.evm, min: 0.0005, max: 2 },
    ],
  },
  ETH: {
    subunit: 100_000_000,
    networks: [
      { id: 'ethereum', name: 'Ethereum (ERC20)', regex: ADDRESS.evm, min: 0.005, max: 100 },
      { id: 'arbitrum', name: 'Arbitrum One', regex: ADDRESS.evm, min: 0.002, max: 50 },
    ],
  },
  USDT: {
    subunit: 1_000_000,
    networks: [
      { id: 'tron', name: 'Tron (TRC20)', regex: ADDRESS.tron, min: 5, max: 100_000 },
      { id: 'ethereum', name: 'Ethereum (ERC20)', regex: ADDRESS.evm, min: 20, max: 100_000 },
      { id: 'ton', name: 'TON (memo)', regex: ADDRESS.ton, min: 5, max: 50_000 },
    ],
  },
};

function networkField(coin: keyof typeof CRYPTO): PaymentMethodField {
  return {
    key: 'network',
    fieldType: 'select',
    isRequired: true,
    labels: label('Network', 'Netzwerk', 'Red', 'Rede'),
    options: networks(CRYPTO[coin].networks, CRYPTO[coin].subunit),
  };
}

function cryptoLimits(coin: keyof typeof CRYPTO, presets: number[]) {
  const { subunit, networks: list } = CRYPTO[coin];
  const min = Math.min(...list.map((n) => n.min));
  const max = Math.max(...list.map((n) => n.max));
  return [limits(coin, subunit, min, max, presets)];
}

const walletId: PaymentMethodField = {
  key: 'wallet_id',
  fieldType: 'text',
  isRequired: true,
  // The pattern depends on the network chosen; the server checks the network's `regex`.
  labels: label(
    'Wallet address',
    'Wallet-Adresse',
    'Dirección del monedero',
    'Endereço da carteira',
  ),
};

const COIN_NAMES = { BTC: 'Bitcoin', ETH: 'Ethereum', USDT: 'Tether USDT' } as const;
const COIN_PRESETS = { BTC: [0.001, 0.005, 0.01], ETH: [0.02, 0.1, 0.5], USDT: [20, 100, 500] };
const COIN_LOGOS = { BTC: 'btc', ETH: 'eth', USDT: 'usdt' } as const;

function cryptoMethod(
  coin: keyof typeof CRYPTO,
  direction: 'deposit' | 'withdrawal',
  position: number,
): SeedPaymentMethod {
  const name = COIN_NAMES[coin];
  return {
    method: `crypto-${coin.toLowerCase()}`,
    direction,
    processingType: direction === 'deposit' ? 'qr' : 'form',
    type: 'address',
    logo: `${LOGOS}/${COIN_LOGOS[coin]}.svg`,
    name: label(name, name, name, name),
    currencies: cryptoLimits(coin, COIN_PRESETS[coin]),
    countries: null,
    excludedCountries: [],
    fields: direction === 'deposit' ? [networkField(coin)] : [networkField(coin), walletId],
    position,
  };
}

export const paymentMethods: SeedPaymentMethod[] = [
  {
    method: 'card',
    direction: 'deposit',
    processingType: 'form',
    type: 'form',
    logo: `${LOGOS}/card.svg`,
    name: label('Visa / Mastercard', 'Visa / Mastercard', 'Visa / Mastercard', 'Visa / Mastercard'),
    currencies: fiatLimits(ALL_FIAT, 10, 5000, [20, 50, 100, 250]),
    countries: null,
    excludedCountries: ['BR'],
    fields: [],
    position: 10,
  },
  {
    method: 'card-secure',
    direction: 'deposit',
    processingType: 'iframe',
    type: 'form',
    logo: `${LOGOS}/duo.svg`,
    name: label(
      'Card (secure frame)',
      'Karte (sicheres Fenster)',
      'Tarjeta (marco seguro)',
      'Cartão (janela segura)',
    ),
    currencies: fiatLimits(
      ['EUR', 'USD', 'CAD', 'AUD', 'CHF', 'PLN', 'MXN'],
      15,
      3000,
      [25, 50, 150],
    ),
    countries: null,
    excludedCountries: ['BR'],
    fields: [email],
    position: 20,
  },
  {
    method: 'quickwallet',
    direction: 'deposit',
    processingType: 'form',
    type: 'form',
    logo: `${LOGOS}/ewallet.svg`,
    name: label('QuickWallet', 'QuickWallet', 'QuickWallet', 'QuickWallet'),
    currencies: fiatLimits(['EUR', 'SEK', 'NOK', 'PLN', 'CHF'], 5, 2000, [10, 30, 100]),
    countries: EUROPE,
    excludedCountries: [],
    fields: [phone],
    position: 30,
  },
  {
    method: 'bank-transfer',
    direction: 'deposit',
    processingType: 'message',
    type: 'form',
    logo: `${LOGOS}/bank.svg`,
    name: label(
      'Bank transfer',
      'Banküberweisung',
      'Transferencia bancaria',
      'Transferência bancária',
    ),
    currencies: fiatLimits(
      ['EUR', 'CHF', 'PLN', 'SEK', 'NOK', 'USD', 'CAD', 'MXN'],
      20,
      20_000,
      [100, 500, 1000],
    ),
    countries: null,
    excludedCountries: ['BR'],
    fields: [accountHolder],
    position: 40,
  },
  {
    method: 'pix',
    direction: 'deposit',
    processingType: 'asyncRedirect',
    type: 'form',
    logo: `${LOGOS}/pix.svg`,
    name: label('PIX', 'PIX', 'PIX', 'PIX'),
    currencies: fiatLimits(['BRL'], 5, 10_000, [20, 50, 200]),
    countries: ['BR'],
    excludedCountries: [],
    fields: [cpf],
    position: 5,
  },
  {
    method: 'card-br',
    direction: 'deposit',
    processingType: 'form',
    type: 'form',
    logo: `${LOGOS}/card.svg`,
    name: label('Cartão de crédito', 'Kreditkarte', 'Tarjeta de crédito', 'Cartão de crédito'),
    currencies: fiatLimits(['BRL'], 10, 5000, [50, 100, 300]),
    countries: ['BR'],
    excludedCountries: [],
    fields: [cpf],
    position: 15,
  },
  cryptoMethod('BTC', 'deposit', 50),
  cryptoMethod('ETH', 'deposit', 51),
  cryptoMethod('USDT', 'deposit', 52),
  {
    method: 'card',
    direction: 'withdrawal',
    processingType: 'form',
    type: 'form',
    logo: `${LOGOS}/card.svg`,
    name: label('Visa / Mastercard', 'Visa / Mastercard', 'Visa / Mastercard', 'Visa / Mastercard'),
    currencies: fiatLimits(ALL_FIAT, 20, 5000, [50, 100, 500]),
    countries: null,
    excludedCountries: ['BR'],
    fields: [cardHolder, cardNumber],
    position: 10,
  },
  {
    method: 'bank-transfer',
    direction: 'withdrawal',
    processingType: 'form',
    type: 'form',
    logo: `${LOGOS}/bank.svg`,
    name: label(
      'Bank transfer',
      'Banküberweisung',
      'Transferencia bancaria',
      'Transferência bancária',
    ),
    currencies: fiatLimits(
      ['EUR', 'CHF', 'PLN', 'SEK', 'NOK', 'GBP'],
      20,
      50_000,
      [100, 500, 2000],
    ),
    countries: EUROPE,
    excludedCountries: [],
    fields: [accountHolder, iban],
    position: 20,
  },
  {
    method: 'pix',
    direction: 'withdrawal',
    processingType: 'form',
    type: 'form',
    logo: `${LOGOS}/pix.svg`,
    name: label('PIX', 'PIX', 'PIX', 'PIX'),
    currencies: fiatLimits(['BRL'], 10, 10_000, [50, 200, 1000]),
    countries: ['BR'],
    excludedCountries: [],
    fields: [cpf],
    position: 5,
  },
  cryptoMethod('BTC', 'withdrawal', 50),
  cryptoMethod('ETH', 'withdrawal', 51),
  cryptoMethod('USDT', 'withdrawal', 52),
];
