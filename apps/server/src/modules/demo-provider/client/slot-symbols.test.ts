import { describe, expect, it } from 'vitest';
import {
  SLOT_FREE_SPINS_AWARDED,
  SLOT_LINE_PAYS,
  SLOT_PAYLINES,
  SLOT_SCATTER_PAYS,
} from '../engines/slot-paytable.ts';
// @ts-expect-error: a plain browser module (JSDoc types only); its values are compared.
import * as client from './slot-symbols.js';

// The browser copy is what players read in the paytable: it must say what the engine pays.
describe('the slot paytable shown in the game', () => {
  it('pays what the engine pays for every symbol, scatter and free-spin award', () => {
    expect(client.LINE_PAYS).toEqual(SLOT_LINE_PAYS);
    expect(client.SCATTER_PAYS).toEqual([...SLOT_SCATTER_PAYS]);
    expect(client.FREE_SPINS_AWARDED).toEqual([...SLOT_FREE_SPINS_AWARDED]);
  });

  it('draws the paylines the engine evaluates', () => {
    expect(client.PAYLINES).toEqual(SLOT_PAYLINES.map((line) => [...line]));
    expect(client.LINE_COUNT).toBe(SLOT_PAYLINES.length);
  });
});
