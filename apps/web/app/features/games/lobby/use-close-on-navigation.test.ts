import { describe, expect, it } from 'vitest';
import { placeOf } from './use-close-on-navigation';

describe('placeOf', () => {
  it('treats opening or closing a modal as staying on the same page', () => {
    expect(placeOf('/main', '?modal=categories')).toBe(placeOf('/main', ''));
  });

  it('tells another page or another filter apart', () => {
    expect(placeOf('/categories/slots', '?modal=categories')).not.toBe(placeOf('/main', ''));
    expect(placeOf('/providers', '?provider=nebula-play&modal=providers')).not.toBe(
      placeOf('/providers', '?modal=providers'),
    );
  });
});
