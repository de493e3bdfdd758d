import { createHash, createHmac, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';

/**
 * Provably fair randomness. Before play the player sees sha256(serverSeed); every round draws from
 * HMAC-SHA256(key = serverSeed as UTF-8 text, message = `${clientSeed}:${nonce}:${cursor}`), cursor
 * 0, 1, 2 … Each 32-byte digest yields 8 big-endian 32-bit words; a word u becomes the float
 * u / 2^32 in [0, 1). After the seed is rotated anyone can recompute a round from the three values.
 */
export type FairInput = { serverSeed: string; clientSeed: string; nonce: number };

const WORDS_PER_BLOCK = 8;
const TWO_POW_32 = 2 ** 32;

export function createServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/**
 * The key of the last server seed used. Importing the key is a good part of an HMAC's cost, and a
 * session plays many rounds with one seed (a 10^6-round RTP check even more).
 */
let lastKey: { serverSeed: string; key: KeyObject } | undefined;

function importKey(serverSeed: string): KeyObject {
  if (lastKey?.serverSeed !== serverSeed) {
    lastKey = { serverSeed, key: createSecretKey(Buffer.from(serverSeed, 'utf8')) };
  }
  return lastKey.key;
}

/** The digest of one block of the stream: exposed so the verification page can show it. */
export function computeBlockDigest(fair: FairInput, cursor: number): Buffer {
  return createHmac('sha256', importKey(fair.serverSeed))
    .update(`${fair.clientSeed}:${fair.nonce}:${cursor}`)
    .digest();
}

export type RandomStream = {
  /** The next 32-bit unsigned word of the stream. */
  nextUint32(): number;
  /** The next float in [0, 1): word / 2^32. */
  nextFloat(): number;
  /** A uniform integer in [0, size), without modulo bias (rejection of the top partial range). */
  nextInt(size: number): number;
};

/** A deterministic stream of one round: the same fair input always yields the same words. */
export function createRandomStream(fair: FairInput): RandomStream {
  let cursor = 0;
  let block: Buffer = computeBlockDigest(fair, cursor);
  let wordIndex = 0;

  function nextUint32(): number {
    if (wordIndex === WORDS_PER_BLOCK) {
      cursor += 1;
      block = computeBlockDigest(fair, cursor);
      wordIndex = 0;
    }
    const word = block.readUInt32BE(wordIndex * 4);
    wordIndex += 1;
    return word;
  }

  function nextInt(size: number): number {
    if (!Number.isInteger(size) || size < 1 || size > TWO_POW_32) {
      throw new RangeError(`size must be an integer in 1..2^32, got ${size}`);
    }
    // Words at or above the largest multiple of size would favour small results: draw again.
    const limit = TWO_POW_32 - (TWO_POW_32 % size);
    let word = nextUint32();
    while (word >= limit) word = nextUint32();
    return word % size;
  }

  return { nextUint32, nextFloat: () => nextUint32() / TWO_POW_32, nextInt };
}
