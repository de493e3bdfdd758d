import { describe, expect, it } from 'vitest';
import { formatSessionChange, parseSessionChange, reactToSessionChange } from './change-session';

describe('session changes between tabs', () => {
  it('writes the change after a timestamp, so each one is a new value', () => {
    expect(formatSessionChange('login', 1700000000000)).toBe('1700000000000-login');
  });

  it('reads the second dash-separated part', () => {
    expect(parseSessionChange('1700000000000-logout')).toBe('logout');
    expect(parseSessionChange('1700000000000-login')).toBe('login');
    expect(parseSessionChange('1700000000000-other')).toBeUndefined();
    expect(parseSessionChange(null)).toBeUndefined();
  });

  it('reloads a signed-out tab after a sign-in elsewhere', () => {
    expect(reactToSessionChange('login', false)).toBe('reload');
    expect(reactToSessionChange('login', true)).toBe('none');
  });

  it('sends a signed-in tab home after a sign-out elsewhere', () => {
    expect(reactToSessionChange('logout', true)).toBe('go-home');
    expect(reactToSessionChange('logout', false)).toBe('none');
    expect(reactToSessionChange(undefined, true)).toBe('none');
  });
});
