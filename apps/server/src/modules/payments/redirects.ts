/**
 * Where a payment page may send the player back to: only the platform's own origin and the
 * configured ones, so a crafted deposit cannot turn the sandbox into an open redirect.
 */
export function isAllowedRedirect(url: string, allowedOrigins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  return allowedOrigins.some((origin) => safeOrigin(origin) === parsed.origin);
}

function safeOrigin(origin: string) {
  try {
    return new URL(origin).origin;
  } catch {
    return undefined;
  }
}

export function redirectOrigins(config: {
  PUBLIC_URL: string;
  PAYMENT_REDIRECT_ORIGINS: string[];
}) {
  return [config.PUBLIC_URL, ...config.PAYMENT_REDIRECT_ORIGINS];
}

export interface ReturnUrls {
  success?: string;
  error?: string;
  pending?: string;
}
