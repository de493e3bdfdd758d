import { describe, expect, it } from 'vitest';
import { isPhoneRequest } from './device.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0';
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('isPhoneRequest', () => {
  it('takes the client hint of Chromium on a phone', () => {
    expect(isPhoneRequest({ mobileHint: '?1', userAgent: ANDROID_CHROME })).toBe(true);
    expect(isPhoneRequest({ mobileHint: ' ?1 ' })).toBe(true);
  });

  it('reads the user agent of browsers that send no hint', () => {
    expect(isPhoneRequest({ userAgent: IPHONE_SAFARI })).toBe(true);
    expect(isPhoneRequest({ userAgent: FIREFOX_ANDROID })).toBe(true);
  });

  it('answers no for desktops, tablets and requests that tell nothing', () => {
    expect(isPhoneRequest({ mobileHint: '?0', userAgent: DESKTOP_CHROME })).toBe(false);
    expect(isPhoneRequest({ mobileHint: '?0', userAgent: ANDROID_TABLET })).toBe(false);
    expect(isPhoneRequest({ userAgent: IPAD_SAFARI })).toBe(false);
    expect(isPhoneRequest({ mobileHint: null, userAgent: null })).toBe(false);
    expect(isPhoneRequest({})).toBe(false);
  });
});
