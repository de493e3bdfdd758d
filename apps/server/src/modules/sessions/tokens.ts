import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { loadAppSecret } from '../../db/app-secrets.ts';
import type { Db } from '../../db/client.ts';

const ISSUER = 'croupier';
const AUDIENCE = 'croupier-player';

export interface AccessClaims {
  playerId: string;
  sessionId: string;
  expiresAt: Date;
}

/** How many verified tokens a signer remembers (a few MB at most). */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Signs and verifies access tokens: HS256 JWTs naming the player (sub) and the session (sid).
 * A token whose signature and claims checked out once is remembered with its claims: the check
 * of a signature cannot change while the key stays the same, and only the expiry, which depends
 * on the clock, is checked again on each use (with jose's rule: expired once `exp <= now`).
 */
export function createTokenSigner(secret: Uint8Array, ttlSeconds: number) {
  const verified = new Map<string, AccessClaims>();
  const isUsable = (claims: AccessClaims, allowExpired: boolean | undefined) =>
    allowExpired || claims.expiresAt.getTime() > Math.floor(Date.now() / 1000) * 1000;
  return {
    ttlSeconds,
    async sign(playerId: string, sessionId: string, now = new Date()) {
      const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(playerId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
      return { token, expiresAt };
    },
    /**
     * The claims of a token signed by us. `allowExpired` serves the refresh call, which renews a
     * token that has just run out; the session row still decides whether that is allowed.
     */
    async verify(
      token: string,
      options: { allowExpired?: boolean } = {},
    ): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) return isUsable(known, options.allowExpired) ? { ...known } : null;
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          ...(options.allowExpired && { currentDate: new Date(0) }),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !payload.exp)
          return null;
        const claims = {
          playerId: payload.sub,
          sessionId: payload.sid,
          expiresAt: new Date(payload.exp * 1000),
        };
        // Only tokens whose validity is the signature plus `exp` (ours: no nbf, no integer-less exp).
        if (payload.nbf === undefined && Number.isInteger(payload.exp)) {
          if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
          verified.set(token, claims);
        }
        return { ...claims };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** The signing key: JWT_SECRET when set, else one generated on first start and kept in the database. */
export async function loadSigningKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  return new TextEncoder().encode(await loadAppSecret(db, 'jwt-signing-key', 48));
}
