import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema.ts';

const ISSUER = 'croupier';
const AUDIENCE = 'croupier-player';

export interface AccessClaims {
  playerId: string;
  sessionId: string;
  expiresAt: Date;
}

/** Signs and verifies access tokens: HS256 JWTs naming the player (sub) and the session (sid). */
export function createTokenSigner(secret: Uint8Array, ttlSeconds: number) {
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
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          ...(options.allowExpired && { currentDate: new Date(0) }),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !payload.exp)
          return null;
        return {
          playerId: payload.sub,
          sessionId: payload.sid,
          expiresAt: new Date(payload.exp * 1000),
        };
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
  const name = 'jwt-signing-key';
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return new TextEncoder().encode(row!.value);
}
