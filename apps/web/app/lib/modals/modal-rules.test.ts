import { describe, expect, it } from 'vitest';
import { MODAL_REGISTRY } from './modal-registry';
import { canOpenModal, findModalInQuery, modalZIndex, withModalQuery } from './modal-rules';

const entries = Object.values(MODAL_REGISTRY);

describe('canOpenModal', () => {
  it('lets a guest open guest-only modals but not user-only ones', () => {
    expect(canOpenModal('guest', false)).toBe(true);
    expect(canOpenModal('user', false)).toBe(false);
  });

  it('lets a signed-in player open user-only modals but not guest-only ones', () => {
    expect(canOpenModal('user', true)).toBe(true);
    expect(canOpenModal('guest', true)).toBe(false);
  });

  it('lets everyone open modals open to all', () => {
    expect(canOpenModal('all', false)).toBe(true);
    expect(canOpenModal('all', true)).toBe(true);
  });
});

describe('modalZIndex', () => {
  it('starts at 1000 and adds 2 per modal already open', () => {
    expect([0, 1, 2].map(modalZIndex)).toEqual([1000, 1002, 1004]);
  });
});

describe('findModalInQuery', () => {
  it('finds the modal whose query name is in ?modal=', () => {
    expect(findModalInQuery('?modal=sign-up&utm=x', entries)?.name).toBe('sign-up');
  });

  it('finds nothing for an unknown query name or a modal without one', () => {
    expect(findModalInQuery('?modal=nope', entries)).toBeUndefined();
    expect(findModalInQuery('?modal=reset-pass', entries)).toBeUndefined();
    expect(findModalInQuery('', entries)).toBeUndefined();
  });
});

describe('withModalQuery', () => {
  it('sets the modal parameter and keeps the others', () => {
    expect(withModalQuery('?source=pwa', 'sign-in')).toBe('?source=pwa&modal=sign-in');
  });

  it('replaces a modal already in the query', () => {
    expect(withModalQuery('?modal=sign-in', 'sign-up')).toBe('?modal=sign-up');
  });

  it('removes the parameter, leaving an empty search when nothing else is left', () => {
    expect(withModalQuery('?modal=sign-in', null)).toBe('');
    expect(withModalQuery('?a=1&modal=wallet', null)).toBe('?a=1');
  });
});

describe('MODAL_REGISTRY', () => {
  it('keeps the spec access levels of the sign-in, wallet and categories modals', () => {
    expect(MODAL_REGISTRY['sign-in'].access).toBe('guest');
    expect(MODAL_REGISTRY.wallet.access).toBe('user');
    expect(MODAL_REGISTRY.categories.access).toBe('all');
  });

  it('opens the wallet only once, updating its props on later opens', () => {
    expect(MODAL_REGISTRY.wallet.isOpenOnce).toBe(true);
    expect(MODAL_REGISTRY['sign-in'].isOpenOnce).toBeUndefined();
  });
});
