import { describe, expect, it } from 'vitest';
import {
  backofficeRedirectCreateBodySchema,
  isSafeHtml,
  siteLinkSchema,
} from './backoffice-content.ts';

describe('managed HTML', () => {
  it.each([
    '',
    'Plain text & more',
    '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>italic</em><br>and <br /> breaks.</p>',
    '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote>',
    '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
    '<a href="/static/terms">terms</a> <a href="https://example.com/x?a=1&amp;b=2">out</a> <a href="mailto:a@b.example">mail</a>',
    '1 &lt; 2',
  ])('accepts the markup the player page renders: %s', (html) => {
    expect(isSafeHtml(html)).toBe(true);
  });

  it.each([
    '<script>alert(1)</script>',
    '<SCRIPT>alert(1)</SCRIPT>',
    '<p onclick="alert(1)">x</p>',
    '<p style="color:red">x</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JAVASCRIPT:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="//evil.example">x</a>',
    '<a href="/\\evil.example">x</a>',
    '<a href="http://plain.example">x</a>',
    '<a href=/x>x</a>',
    "<a href='/x'>x</a>",
    '<a href="/x" target="_blank">x</a>',
    '</p class="x">',
    '<img src=x onerror=alert(1)>',
    '<iframe src="/x"></iframe>',
    '<svg><script>alert(1)</script></svg>',
    '<!-- comment -->',
    '<p>1 < 2</p>',
    '<p',
  ])('refuses %s', (html) => {
    expect(isSafeHtml(html)).toBe(false);
  });
});

describe('links and redirect paths', () => {
  it('takes a path of the site or an https address, nothing else', () => {
    for (const link of ['/bonus/cashback', '/', 'https://blog.example/a?b=1']) {
      expect(siteLinkSchema.safeParse(link).success, link).toBe(true);
    }
    for (const link of [
      '//evil.example',
      '/\\evil.example',
      'http://x.example',
      'javascript:x',
      'bonus',
    ]) {
      expect(siteLinkSchema.safeParse(link).success, link).toBe(false);
    }
  });

  it('stores a redirect path in lower case without its trailing slash, and refuses the root', () => {
    const parsed = backofficeRedirectCreateBodySchema.parse({
      fromPath: ' /Old-Promo/ ',
      to: '/bonus/cashback',
      statusCode: 301,
    });
    expect(parsed.fromPath).toBe('/old-promo');
    const root = backofficeRedirectCreateBodySchema.safeParse({
      fromPath: '//',
      to: '/',
      statusCode: 301,
    });
    expect(root.success).toBe(false);
  });
});
