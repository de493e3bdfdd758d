import { matchLocale } from '../../lib/request-locale.ts';
import { de } from './strings-de.ts';
import { es } from './strings-es.ts';
import { ptBR } from './strings-pt-br.ts';

/**
 * Every text of the demo provider's pages and game clients, in the platform's four languages.
 * The game page hands the whole table of its locale to the client as boot `strings` (flat keys,
 * `{name}` placeholders filled in by the client); the server pages (errors, verification) read
 * the same table. A provider of its own, it does not use the platform's managed texts.
 */
export const en = {
  // Common to every game client.
  demoBadge: 'Demo',
  realBadge: 'Real money',
  demoMode: 'Demo mode',
  demoNote: 'You are playing with virtual credits. No real money is used.',
  balance: 'Balance',
  bet: 'Bet',
  totalBet: 'Total bet',
  win: 'Win',
  lastWin: 'Last win',
  lobby: 'Lobby',
  info: 'Game info',
  close: 'Close',
  fairness: 'Provably fair',
  serverSeedHash: 'Server seed hash (SHA-256)',
  serverSeed: 'Server seed',
  clientSeed: 'Client seed',
  nonce: 'Next nonce',
  saveClientSeed: 'Save seed',
  clientSeedSaved: 'Client seed saved',
  clientSeedInvalid: 'Use 1 to 64 letters, digits, dashes or underscores.',
  rotateSeed: 'Reveal and rotate server seed',
  revealedSeed: 'Revealed server seed',
  revealedNonces: 'Used for rounds {first} to {last}',
  noRoundsYet: 'No rounds played with this seed yet.',
  verify: 'Verify',
  verifyLink: 'Verify a round',
  recentRounds: 'Recent rounds',
  round: 'Round {nonce}',
  stake: 'Stake',
  errorGeneric: 'Something went wrong. Please try again.',
  errorNetwork: 'Connection problem. Please check your network and try again.',
  dismiss: 'Dismiss',
  rtp: 'Return to player {rtp}',
  insufficientBalance: 'Your balance is too low for this bet.',
  sessionEnded: 'This game session has ended. Open the game again from the lobby to keep playing.',
  invalidBet: 'This bet is not allowed.',
  winPending: 'Your win is being credited to your balance.',
  // Slot.
  spin: 'Spin',
  spinning: 'Spinning…',
  autoplay: 'Autoplay',
  autoplaySpins: '{count} spins',
  autoplayStop: 'Stop autoplay ({count} left)',
  betDecrease: 'Lower bet',
  betIncrease: 'Raise bet',
  paytable: 'Paytable',
  paylines: '20 fixed paylines, paying left to right.',
  wildRule: 'Wild substitutes for every symbol except the scatter.',
  scatterRule: '3 or more scatters anywhere award free spins.',
  lineWin: 'Line {line}: {count}× {symbol} pays {amount}',
  youWon: 'You won {amount}',
  noWin: 'No win this time',
  bigWin: 'Big win!',
  megaWin: 'Mega win!',
  freeSpins: 'Free spins',
  freeSpinsAwarded: '{count} free spins!',
  freeSpinOf: 'Free spin {current} of {total}',
  freeSpinsTotal: 'Free spins total {amount}',
  bonusSpinsLeft: '{count} free spins left · {amount} each',
  bonusSpin: 'Free spin',
  bonusSpinsWon: 'Free spins won {amount} so far',
  bonusSpinsDone: 'Your free spins are played. Winnings go to your bonus balance.',
  bonusSpinsGone: 'These free spins can no longer be played.',
  symbolsLabel: 'Reels showing: {symbols}',
  symbol_wild: 'Wild',
  symbol_scatter: 'Scatter',
  symbol_crown: 'Crown',
  symbol_seven: 'Seven',
  symbol_bell: 'Bell',
  symbol_bar: 'Bar',
  symbol_cherry: 'Cherry',
  symbol_lemon: 'Lemon',
  symbol_plum: 'Plum',
  symbol_grape: 'Grapes',
  symbol_diamond: 'Diamond',
  symbol_star: 'Star',
  symbol_clover: 'Clover',
  symbol_orange: 'Orange',
  symbol_melon: 'Melon',
  // Roulette.
  placeYourBets: 'Place your bets',
  chipValue: 'Chip value',
  chip: 'Chip {amount}',
  undo: 'Undo',
  clear: 'Clear',
  rebet: 'Rebet',
  red: 'Red',
  black: 'Black',
  green: 'Green',
  even: 'Even',
  odd: 'Odd',
  low: '1 to 18',
  high: '19 to 36',
  dozen1: '1st 12',
  dozen2: '2nd 12',
  dozen3: '3rd 12',
  column: '2 to 1',
  columnLabel: 'Column {n}',
  straightLabel: 'Number {n}',
  splitLabel: 'Split {numbers}',
  streetLabel: 'Street {numbers}',
  cornerLabel: 'Corner {numbers}',
  lineLabel: 'Line {numbers}',
  betPlaced: '{bet}: {amount}',
  placeBetsFirst: 'Place a bet on the table first.',
  tableLimit: 'The table limit is {amount}.',
  winningNumber: '{number} {color}',
  lastNumbers: 'Last numbers',
  table: 'Betting table',
  wheel: 'Roulette wheel',
  // Crash.
  cashOutAt: 'Auto cash-out at',
  cashOutInvalid: 'Enter a multiplier from 1.01 to 1000.00.',
  startRound: 'Place bet',
  cashedOut: 'Cashed out at {multiplier}',
  crashedAt: 'Crashed at {multiplier}',
  lastCrashes: 'Last crash points',
  potentialWin: 'Potential win',
  multiplier: 'Multiplier',
  // Server pages: errors and verification.
  errorTitle: 'This game cannot be opened',
  sessionInvalid:
    'This game session has ended or does not exist. Open the game again from the lobby.',
  gameMissing: "This game doesn't exist or is no longer available.",
  demoUnavailable: 'This game has no demo mode.',
  providerUnavailable: 'The game cannot be reached right now. Please try again in a moment.',
  backToLobby: 'Back to the lobby',
  verifyTitle: 'Verify a round',
  verifyIntro:
    'Each round is drawn from HMAC-SHA256 of the server seed with your client seed and the round’s nonce. Enter the revealed server seed, your client seed and the nonce to recompute the outcome.',
  gameKind: 'Game',
  kind_slot: 'Video slot',
  kind_roulette: 'European roulette',
  kind_crash: 'Crash',
  roundInput: 'Round input (JSON)',
  roundInputHint:
    'Roulette: the bets, e.g. {roulette}. Crash: the cash-out target × 100, e.g. {crash}. Slot: leave empty.',
  stakeMinor: 'Stake in minor units (cents)',
  verifySubmit: 'Recompute',
  verifyResult: 'Outcome',
  computedHash: 'SHA-256 of the server seed',
  hashMatches: 'Matches the hash shown before play.',
  hashMismatch: 'Does not match the hash shown before play.',
  reels: 'Reels',
  winningNumberLabel: 'Winning number',
  crashPoint: 'Crash point',
  cashOutTarget: 'Cash-out target',
  totalWin: 'Total win',
  verifyInvalid:
    'These values cannot be recomputed: check the server seed, the nonce and the input.',
  revealedRounds: 'Your revealed rounds',
  noRevealedRounds:
    'No revealed rounds yet. Rotate the server seed in the game to reveal the rounds played with it.',
  playedAt: 'Played',
  nonceLabel: 'Nonce',
};

export type DemoStrings = typeof en;
export type DemoStringKey = keyof DemoStrings;

export const DEMO_LOCALES = ['en', 'de', 'es', 'pt-BR'] as const;
export type DemoLocale = (typeof DEMO_LOCALES)[number];

const byLocale: Record<DemoLocale, DemoStrings> = { en, de, es, 'pt-BR': ptBR };

/**
 * The provider's locale for a requested one (`pt-BR`, `pt`, `de-AT`, an Accept-Language header):
 * the first tag it speaks, matched by language when the region differs; English otherwise.
 */
export function pickDemoLocale(...candidates: (string | undefined)[]): DemoLocale {
  const tags = candidates.flatMap((candidate) =>
    (candidate ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase()),
  );
  for (const tag of tags.filter(Boolean)) {
    const match = matchLocale(tag, DEMO_LOCALES) as DemoLocale | undefined;
    if (match) return match;
  }
  return 'en';
}

/** The table of one locale (see pickDemoLocale for how a request's locale is matched). */
export function demoStrings(locale: DemoLocale): DemoStrings {
  return byLocale[locale];
}
