import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/app-error.ts';
import { hashPassword, MAX_WAITING_HASHES, verifyPassword } from './passwords.ts';

describe('password hashing under a flood', () => {
  it('refuses tries past the waiting queue at once, and checks the others', async () => {
    const stored = await hashPassword('secret123');
    const tries = Array.from({ length: MAX_WAITING_HASHES + 20 }, (_, index) =>
      verifyPassword(stored, index === 0 ? 'secret123' : 'wrong').then(
        (isRight) => ({ isRight }),
        (error: unknown) => ({ error }),
      ),
    );
    const answers = await Promise.all(tries);
    const refused = answers.filter((answer) => 'error' in answer);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThanOrEqual(20);
    for (const answer of refused) {
      expect((answer as { error: AppError }).error).toMatchObject({ errorName: 'rateLimited' });
    }
    expect(answers[0]).toEqual({ isRight: true });
    expect(answers.filter((answer) => 'isRight' in answer && !answer.isRight).length).toBe(
      answers.length - refused.length - 1,
    );
  });
});
