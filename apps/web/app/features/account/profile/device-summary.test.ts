import { describe, expect, it } from 'vitest';
import { summariseUserAgent } from './device-summary';

describe('summariseUserAgent', () => {
  it('names browser and system of a desktop Chrome', () => {
    const ua =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    expect(summariseUserAgent(ua)).toEqual({ browser: 'Chrome', os: 'macOS', isMobile: false });
  });

  it('recognises Safari on an iPhone as mobile', () => {
    const ua =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(summariseUserAgent(ua)).toEqual({ browser: 'Safari', os: 'iOS', isMobile: true });
  });

  it('leaves unknown parts empty', () => {
    expect(summariseUserAgent('curl/8.0')).toEqual({ browser: '', os: '', isMobile: false });
  });
});
