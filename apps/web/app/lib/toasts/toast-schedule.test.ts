import { describe, expect, it } from 'vitest';
import { scheduleToastAt } from './toast-schedule';

describe('scheduleToastAt', () => {
  it('shows the first toast at once', () => {
    expect(scheduleToastAt(1_000, undefined)).toBe(1_000);
  });

  it('delays a toast asked for within 400 ms of the previous one to 400 ms after it', () => {
    expect(scheduleToastAt(1_150, 1_000)).toBe(1_400);
  });

  it('shows a toast at once when the previous one is 400 ms or more in the past', () => {
    expect(scheduleToastAt(1_400, 1_000)).toBe(1_400);
    expect(scheduleToastAt(5_000, 1_000)).toBe(5_000);
  });

  it('keeps 400 ms spacing across a burst of toasts asked for at the same moment', () => {
    let previous: number | undefined;
    const showTimes = [0, 1, 2, 3].map(() => {
      previous = scheduleToastAt(2_000, previous);
      return previous;
    });
    expect(showTimes).toEqual([2_000, 2_400, 2_800, 3_200]);
  });

  it('measures the spacing from the previous scheduled time, not from when it was asked for', () => {
    expect(scheduleToastAt(2_500, 2_800)).toBe(3_200);
  });
});
