import { describe, expect, it } from 'vitest';
import { isEmail, isIpAddress, isIpv4, isIpv6, isMacAddress, isUrl } from './formats.ts';

describe('isEmail', () => {
  it('accepts ordinary addresses, tags and subdomains', () => {
    expect(isEmail('player@example.com')).toBe(true);
    expect(isEmail('first.last+casino@mail.example.co.uk')).toBe(true);
    expect(isEmail('jose@exemplo.com.br')).toBe(true);
  });

  it('refuses addresses without a dotted domain or without a local part', () => {
    expect(isEmail('player@localhost')).toBe(false);
    expect(isEmail('@example.com')).toBe(false);
    expect(isEmail('player.example.com')).toBe(false);
  });

  it('refuses misplaced dots, spaces and a second @', () => {
    expect(isEmail('.player@example.com')).toBe(false);
    expect(isEmail('pla..yer@example.com')).toBe(false);
    expect(isEmail('player@example..com')).toBe(false);
    expect(isEmail('play er@example.com')).toBe(false);
    expect(isEmail('a@b@example.com')).toBe(false);
  });

  it('refuses a numeric top-level domain and hyphens at label edges', () => {
    expect(isEmail('player@10.0.0.1')).toBe(false);
    expect(isEmail('player@-example.com')).toBe(false);
  });

  it('refuses addresses longer than 254 characters', () => {
    const labels = ['b', 'c', 'd', 'e'].map((letter) => letter.repeat(63));
    expect(isEmail(`a@${labels.slice(0, 3).join('.')}.com`)).toBe(true);
    expect(isEmail(`a@${labels.join('.')}.com`)).toBe(false);
  });
});

describe('isUrl', () => {
  it('accepts web addresses with ports, paths, queries and fragments', () => {
    expect(isUrl('https://example.com')).toBe(true);
    expect(isUrl('http://localhost:8080/path?q=1#top')).toBe(true);
    expect(isUrl('ftp://user:secret@files.example.com/a.txt')).toBe(true);
  });

  it('accepts IP hosts, bracketed for IPv6', () => {
    expect(isUrl('http://192.168.0.1/')).toBe(true);
    expect(isUrl('http://[2001:db8::1]:443/')).toBe(true);
  });

  it('refuses other schemes, missing slashes and bad hosts', () => {
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isUrl('mailto:player@example.com')).toBe(false);
    expect(isUrl('http:example.com')).toBe(false);
    expect(isUrl('example.com')).toBe(false);
    expect(isUrl('http://exa mple.com')).toBe(false);
    expect(isUrl('http://256.1.1.1')).toBe(false);
    expect(isUrl('http://[zz::1]')).toBe(false);
    expect(isUrl('http://-bad.com')).toBe(false);
  });

  it('refuses ports above 65535', () => {
    expect(isUrl('http://example.com:65535')).toBe(true);
    expect(isUrl('http://example.com:65536')).toBe(false);
  });
});

describe('isIpv4', () => {
  it('accepts four octets up to 255', () => {
    expect(isIpv4('0.0.0.0')).toBe(true);
    expect(isIpv4('255.255.255.255')).toBe(true);
  });

  it('refuses octets above 255, leading zeros and the wrong number of octets', () => {
    expect(isIpv4('256.0.0.1')).toBe(false);
    expect(isIpv4('01.2.3.4')).toBe(false);
    expect(isIpv4('1.2.3')).toBe(false);
    expect(isIpv4('1.2.3.4.5')).toBe(false);
    expect(isIpv4('1.2.3.')).toBe(false);
  });
});

describe('isIpv6', () => {
  it('accepts full, shortened and IPv4-tailed forms', () => {
    expect(isIpv6('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe(true);
    expect(isIpv6('2001:db8::8a2e:370:7334')).toBe(true);
    expect(isIpv6('::1')).toBe(true);
    expect(isIpv6('::')).toBe(true);
    expect(isIpv6('1::')).toBe(true);
    expect(isIpv6('::ffff:192.168.0.1')).toBe(true);
  });

  it('refuses two shortenings, too many groups and bad groups', () => {
    expect(isIpv6('1::2::3')).toBe(false);
    expect(isIpv6('1:2:3:4:5:6:7:8:9')).toBe(false);
    expect(isIpv6('1:2:3:4:5:6:7::8')).toBe(false);
    expect(isIpv6('1:2:3:4:5:6:7')).toBe(false);
    expect(isIpv6('12345::')).toBe(false);
    expect(isIpv6('g::1')).toBe(false);
    expect(isIpv6(':1:2:3:4:5:6:7')).toBe(false);
    expect(isIpv6('1.2.3.4::')).toBe(false);
  });
});

describe('isIpAddress', () => {
  it('accepts either family and refuses anything else', () => {
    expect(isIpAddress('10.0.0.1')).toBe(true);
    expect(isIpAddress('fe80::1')).toBe(true);
    expect(isIpAddress('example.com')).toBe(false);
  });
});

describe('isMacAddress', () => {
  it('accepts the dash, colon and dotted spellings in either case', () => {
    expect(isMacAddress('01-23-45-67-89-AB')).toBe(true);
    expect(isMacAddress('01:23:45:67:89:ab')).toBe(true);
    expect(isMacAddress('0123.4567.89ab')).toBe(true);
  });

  it('refuses mixed separators, wrong lengths and non-hex digits', () => {
    expect(isMacAddress('01-23:45-67-89-ab')).toBe(false);
    expect(isMacAddress('01:23:45:67:89')).toBe(false);
    expect(isMacAddress('01:23:45:67:89:zz')).toBe(false);
    expect(isMacAddress('0123456789ab')).toBe(false);
  });
});
