// @ts-check
/**
 * The provably-fair panel: the hash of the server seed in use, the player's client seed (editable),
 * the next nonce, the recent rounds, and a rotation that reveals the old server seed so any round
 * played with it can be recomputed on the verify page.
 */
import { formatMoney, h, t } from './common.js';
import { createDialog } from './frame.js';

/**
 * @typedef {import('./common.js').Boot} Boot
 * @typedef {import('./common.js').Fairness} Fairness
 * @typedef {import('./common.js').RoundSummary} RoundSummary
 * @typedef {import('./common.js').Revealed} Revealed
 */

const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A link to the verify page, pre-filled with what is known of a round. */
function buildVerifyHref(/** @type {Boot} */ boot, /** @type {Record<string, string>} */ params) {
  const url = new URL(boot.verifyUrl || '/provider/demo/verify', window.location.href);
  // The verify page recomputes by engine (slot, roulette, crash), not by title.
  url.searchParams.set('game', boot.kind);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** A term/definition row whose value can be replaced. */
function createField(/** @type {string} */ label, isCode = false) {
  const value = h(isCode ? 'code' : 'span', { class: 'g-fair-value' });
  const node = h('div', { class: 'g-fair-row' }, h('dt', { text: label }), h('dd', {}, value));
  return { node, value };
}

/** The client seed form: validated here, saved by the provider. */
function createSeedForm(
  /** @type {ReturnType<typeof import('./common.js').createApi>} */ api,
  /** @type {(message: string, tone?: string) => void} */ toast,
  /** @type {(fairness: Fairness, revealed?: Revealed) => void} */ onSaved,
) {
  const input = h('input', {
    id: 'g-client-seed',
    name: 'clientSeed',
    autocomplete: 'off',
    spellcheck: 'false',
    maxlength: 64,
    'aria-describedby': 'g-client-seed-error',
  });
  const error = h('p', { id: 'g-client-seed-error', class: 'g-field-error' });
  const save = h('button', {
    type: 'submit',
    class: 'g-button g-button-secondary',
    text: t('saveClientSeed'),
  });
  const form = h(
    'form',
    { class: 'g-seed-form', novalidate: true },
    h('label', { for: 'g-client-seed', text: t('clientSeed') }),
    h('div', { class: 'g-seed-line' }, input, save),
    error,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const clientSeed = input.value.trim();
    const isValid = CLIENT_SEED_PATTERN.test(clientSeed);
    error.textContent = isValid ? '' : t('clientSeedInvalid');
    input.setAttribute('aria-invalid', String(!isValid));
    if (!isValid) return;
    save.disabled = true;
    try {
      const { fairness, revealed } = await api.setClientSeed(clientSeed);
      onSaved(fairness, revealed);
      toast(t('clientSeedSaved'), 'success');
    } catch (failure) {
      error.textContent = /** @type {Error} */ (failure).message;
    } finally {
      save.disabled = false;
    }
  });
  return { form, input };
}

/**
 * Renders the revealed server seed of a rotation with a link to the player's revealed rounds,
 * where each round is listed with its own game, stake and bets, ready to recompute.
 */
function renderRevealed(/** @type {Boot} */ boot, /** @type {Revealed} */ revealed) {
  // A seed that played no round has no nonce range (null, or last below first).
  const [first, last] = revealed.nonces ?? [0, -1];
  const hasRounds = Number.isInteger(first) && Number.isInteger(last) && last >= first;
  const href = new URL(boot.verifyUrl || '/provider/demo/verify', window.location.href).toString();
  return h(
    'div',
    { class: 'g-revealed' },
    h('h3', { text: t('revealedSeed') }),
    h('code', { class: 'g-fair-value', text: revealed.serverSeed }),
    h('p', {
      class: 'g-muted',
      text: hasRounds ? t('revealedNonces', { first, last }) : t('noRoundsYet'),
    }),
    h('a', { class: 'g-link', href, target: '_blank', rel: 'noopener', text: t('verifyLink') }),
  );
}

/** Mounts the panel; `update` and `recordRound` keep it in step with the session. */
export function mountFairness(
  /** @type {Boot} */ boot,
  /** @type {ReturnType<typeof import('./common.js').createApi>} */ api,
  /** @type {(message: string, tone?: string) => void} */ toast,
) {
  const panel = createDialog(t('fairness'), 'fairness');
  const hash = createField(t('serverSeedHash'), true);
  const nonce = createField(t('nonce'));
  /** @type {RoundSummary[]} */
  let rounds = [];
  const roundList = h('ol', { class: 'g-round-list' });
  const revealedSlot = h('div', { 'aria-live': 'polite' });
  /** @param {Fairness} fairness @param {RoundSummary[]} [nextRounds] */
  const update = (fairness, nextRounds) => {
    hash.value.textContent = fairness.serverSeedHash;
    nonce.value.textContent = String(fairness.nonce);
    if (document.activeElement !== seed.input) seed.input.value = fairness.clientSeed;
    if (nextRounds) rounds = nextRounds.slice(0, 10);
    roundList.replaceChildren(
      ...rounds.map((round) =>
        h(
          'li',
          {},
          h('span', { text: t('round', { nonce: round.nonce }) }),
          h('span', { class: 'g-num', text: formatMoney(round.stake) }),
          h('span', {
            class: 'g-num',
            'data-won': String(round.win > 0),
            text: formatMoney(round.win),
          }),
        ),
      ),
    );
  };
  // A seed pair that already played rounds is rotated by the provider, which reveals it.
  const seed = createSeedForm(api, toast, (fairness, revealed) => {
    update(fairness);
    if (revealed) revealedSlot.replaceChildren(renderRevealed(boot, revealed));
  });
  const rotate = h('button', {
    type: 'button',
    class: 'g-button g-button-secondary',
    text: t('rotateSeed'),
  });
  rotate.addEventListener('click', async () => {
    rotate.disabled = true;
    try {
      const { revealed, fairness } = await api.rotateSeed();
      update(fairness);
      revealedSlot.replaceChildren(renderRevealed(boot, revealed));
    } catch (failure) {
      toast(/** @type {Error} */ (failure).message);
    } finally {
      rotate.disabled = false;
    }
  });
  panel.body.append(
    h('dl', { class: 'g-fair-list' }, hash.node, nonce.node),
    seed.form,
    rotate,
    revealedSlot,
    h('h3', { text: t('recentRounds') }),
    roundList,
    h('a', {
      class: 'g-link',
      href: buildVerifyHref(boot, {}),
      target: '_blank',
      rel: 'noopener',
      text: t('verifyLink'),
    }),
  );
  return {
    dialog: panel.dialog,
    open: panel.open,
    update,
    recordRound: (/** @type {import('./common.js').RoundResult} */ result) => {
      const summary = {
        id: result.roundId,
        nonce: result.nonce,
        stake: result.stake,
        win: result.win,
        createdAt: '',
      };
      update(
        {
          serverSeedHash: result.serverSeedHash,
          clientSeed: result.clientSeed,
          nonce: result.nonce + 1,
        },
        [summary, ...rounds],
      );
    },
  };
}
