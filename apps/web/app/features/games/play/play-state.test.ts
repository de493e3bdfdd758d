import { describe, expect, it } from 'vitest';
import {
  choosePlayIntent,
  classifyPlayError,
  findKnownRefusal,
  readRequestedMode,
} from './play-state';

describe('readRequestedMode', () => {
  it('asks for demo only with ?mode=demo', () => {
    expect(readRequestedMode('?mode=demo')).toBe('demo');
    expect(readRequestedMode('?mode=real')).toBe('real');
    expect(readRequestedMode('')).toBe('real');
    expect(readRequestedMode('?mode=DEMO')).toBe('real');
  });
});

describe('choosePlayIntent', () => {
  it('plays for real when a signed-in player asks for nothing else', () => {
    expect(choosePlayIntent({ requestedMode: 'real', isSignedIn: true, hasDemo: true })).toEqual({
      kind: 'play',
      mode: 'real',
    });
  });

  it('plays the demo when a signed-in player asks for it', () => {
    expect(choosePlayIntent({ requestedMode: 'demo', isSignedIn: true, hasDemo: true })).toEqual({
      kind: 'play',
      mode: 'demo',
    });
  });

  it('gives a signed-out visitor the demo even when real play was asked for', () => {
    expect(choosePlayIntent({ requestedMode: 'real', isSignedIn: false, hasDemo: true })).toEqual({
      kind: 'play',
      mode: 'demo',
    });
  });

  it('asks a signed-out visitor to sign in when the game has no demo', () => {
    expect(choosePlayIntent({ requestedMode: 'demo', isSignedIn: false, hasDemo: false })).toEqual({
      kind: 'sign-in',
    });
  });

  it('falls back to real play when demo is asked for a game without one', () => {
    expect(choosePlayIntent({ requestedMode: 'demo', isSignedIn: true, hasDemo: false })).toEqual({
      kind: 'play',
      mode: 'real',
    });
  });
});

describe('findKnownRefusal', () => {
  const game = { isRestricted: false, devices: ['desktop' as const] };

  it('refuses a restricted game before asking the server', () => {
    expect(findKnownRefusal({ ...game, isRestricted: true }, false)).toBe('restricted');
  });

  it('refuses a desktop-only game on a phone but not on a desktop', () => {
    expect(findKnownRefusal(game, true)).toBe('mobile');
    expect(findKnownRefusal(game, false)).toBeUndefined();
    expect(findKnownRefusal({ ...game, devices: ['desktop', 'mobile'] }, true)).toBeUndefined();
  });
});

describe('classifyPlayError', () => {
  it('treats code 14002 and HTTP 451 as a geo restriction', () => {
    expect(classifyPlayError(451, 14002)).toBe('restricted');
    expect(classifyPlayError(451, undefined)).toBe('restricted');
  });

  it('treats an unavailable or vanished game as unavailable', () => {
    expect(classifyPlayError(409, 14003)).toBe('unavailable');
    expect(classifyPlayError(404, 14001)).toBe('unavailable');
  });

  it('asks to sign in on 401 and calls anything else a failure', () => {
    expect(classifyPlayError(401, 10001)).toBe('signed-out');
    expect(classifyPlayError(500, undefined)).toBe('failed');
  });
});
