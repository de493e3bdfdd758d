import { createHmac } from 'node:crypto';

/**
 * The sandbox chain: deterministic deposit addresses (the same invoice and network always give
 * the same address), destination tags where a network shares one address, and payment URIs.
 */
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Networks where every deposit goes to one exchange address and a memo tells them apart. */
const TAGGED_NETWORKS = new Set(['ton']);

function digits(secret: string, seed: string, alphabet: string, length: number) {
  let out = '';
  let counter = 0;
  while (out.length < length) {
    const bytes = createHmac('sha256', secret).update(`${seed}:${counter++}`).digest();
    for (const byte of bytes) {
      if (out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

export function depositAddress(secret: string, invoiceId: string, network: string) {
  const seed = TAGGED_NETWORKS.has(network) ? `shared:${network}` : `${invoiceId}:${network}`;
  switch (network) {
    case 'bitcoin':
      return `bc1q${digits(secret, seed, BECH32, 38)}`;
    case 'tron':
      return `T${digits(secret, seed, BASE58, 33)}`;
    case 'ton':
      return `UQ${digits(secret, seed, BASE64URL, 46)}`;
    default:
      return `0x${digits(secret, seed, '0123456789abcdef', 40)}`;
  }
}

/** The memo of an invoice on a tagged network; numeric like an XRP destination tag. */
export function destinationTag(network: string, invoiceNumber: number) {
  return TAGGED_NETWORKS.has(network) ? String(100_000 + invoiceNumber) : null;
}

const SCHEMES: Record<string, string> = {
  bitcoin: 'bitcoin',
  tron: 'tron',
  ton: 'ton',
  ethereum: 'ethereum',
  arbitrum: 'ethereum',
  bsc: 'ethereum',
};

/** A BIP-21-style URI the wallet app scans: scheme, address, amount (major units), memo. */
export function paymentUri(
  network: string,
  address: string,
  amountMajor: string,
  tag: string | null,
) {
  const scheme = SCHEMES[network] ?? network;
  const params = new URLSearchParams({ amount: amountMajor });
  if (tag) params.set('memo', tag);
  return `${scheme}:${address}?${params}`;
}
