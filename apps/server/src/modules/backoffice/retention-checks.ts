import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bonuses, currencies, games, locales } from '../../db/schema.ts';
import type { FieldFailure } from '../../lib/app-error.ts';
import type { FieldFailures } from '../players/form-validation.ts';
import type { SignedInOperator } from './operators.ts';

export type Actor = { operator: SignedInOperator; ip: string };

/**
 * The rules of the retention editors that need the database, collected field by field so one
 * answer names every wrong field: locales that exist, enabled currencies, catalogue games and
 * reward bonuses that give free spins (what quests and levels can hand out).
 */
export function createRetentionChecks(db: Executor) {
  const failures: FieldFailures = {};
  const fail = (field: string, failure: FieldFailure) => {
    failures[field] ??= [failure];
  };
  const hasAll = (ids: string[], rows: { id: string }[]) => {
    const found = new Set(rows.map((row) => row.id));
    return ids.every((id) => found.has(id));
  };

  return {
    failures,
    fail,
    async locales(field: string, texts: Record<string, string>) {
      const codes = Object.keys(texts);
      const rows = await db
        .select({ id: locales.code })
        .from(locales)
        .where(inArray(locales.code, codes));
      if (!hasAll(codes, rows)) fail(field, { rule: 'language_code' });
    },
    /** Currencies players can hold now; `isAnyKnown` also accepts disabled ones (rates). */
    async currencies(field: string, codes: string[], isAnyKnown = false) {
      if (codes.length === 0) return;
      const rows = await db
        .select({ id: currencies.code })
        .from(currencies)
        .where(
          and(
            inArray(currencies.code, codes),
            isAnyKnown ? undefined : eq(currencies.isEnabled, true),
          ),
        );
      if (!hasAll(codes, rows)) fail(field, { rule: 'in' });
    },
    async games(field: string, ids: string[]) {
      if (ids.length === 0) return;
      const rows = await db.select({ id: games.id }).from(games).where(inArray(games.id, ids));
      if (!hasAll(ids, rows)) fail(field, { rule: 'in' });
    },
    async freespinsBonus(field: string, bonusId: string | null) {
      if (bonusId === null) return;
      const [bonus] = await db
        .select({ freespins: bonuses.freespins })
        .from(bonuses)
        .where(eq(bonuses.id, bonusId));
      if (!bonus?.freespins) fail(field, { rule: 'in' });
    },
  };
}

/** A slug of the English name with a random tail: readable in the address, never taken. */
export function newRetentionId(name: Record<string, string>) {
  const slug = (name.en ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const tail = crypto.randomUUID().slice(0, 6);
  return slug ? `${slug}-${tail}` : tail;
}

/** Same JSON whatever the key order: to compare what an edit would change. */
export function isSameValue(a: unknown, b: unknown) {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([x], [y]) => (x < y ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
