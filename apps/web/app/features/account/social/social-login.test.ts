import { describe, expect, it } from 'vitest';
import {
  buildBackRoute,
  buildSocialRedirectUrl,
  buildSocialState,
  findSocialBrand,
} from './social-login';

describe('the back route of a social sign-in', () => {
  it('keeps the path and the query the player was on', () => {
    expect(buildBackRoute('/games/slots', '?page=2&sort=new')).toBe('/games/slots?page=2&sort=new');
  });

  it('leaves out the sign-in, sign-up and stag keys', () => {
    expect(buildBackRoute('/de/', '?sign-in&stag=aff-42&page=2&sign-up=1')).toBe('/de/?page=2');
  });

  it('leaves out the sign-in and sign-up modals but keeps other modals', () => {
    expect(buildBackRoute('/', '?modal=sign-in')).toBe('/');
    expect(buildBackRoute('/', '?modal=sign-up&q=x')).toBe('/?q=x');
    expect(buildBackRoute('/', '?modal=providers')).toBe('/?modal=providers');
  });
});

describe('the state of a social redirect', () => {
  it('carries the back route, the affiliate tag and the fingerprint as JSON', () => {
    const state = buildSocialState({
      pathname: '/live',
      search: '?modal=sign-in&stag=aff-1',
      stag: 'aff-1',
      fingerprint: 'visitor-1',
    });
    expect(JSON.parse(state)).toEqual({
      backRoute: '/live',
      stag: 'aff-1',
      fingerprint: 'visitor-1',
    });
  });

  it('leaves out an affiliate tag the visitor does not have', () => {
    const state = buildSocialState({
      pathname: '/',
      search: '',
      stag: undefined,
      fingerprint: 'v',
    });
    expect(JSON.parse(state)).toEqual({ backRoute: '/', fingerprint: 'v' });
  });
});

describe('the social redirect URL', () => {
  const state = JSON.stringify({ backRoute: '/?page=2&x=1' });

  it('names the Auth0 connection and the state in the query', () => {
    const url = new URL(
      buildSocialRedirectUrl({ kind: 'auth0', id: 'google-oauth2', name: 'Google' }, state),
      'https://croupier.test',
    );
    expect(url.pathname).toBe('/api/player/sessions/social/auth0/redirect');
    expect(Object.fromEntries(url.searchParams)).toEqual({ connection: 'google-oauth2', state });
  });

  it("puts a direct provider's id in the path", () => {
    const url = new URL(
      buildSocialRedirectUrl({ kind: 'direct', id: 'my-idp', name: 'My IdP' }, state),
      'https://croupier.test',
    );
    expect(url.pathname).toBe('/api/player/sessions/social/my-idp/redirect');
    expect(Object.fromEntries(url.searchParams)).toEqual({ state });
  });
});

describe('the brand of a connection', () => {
  it('recognises well-known providers by their Auth0 or direct ids', () => {
    expect(findSocialBrand('google-oauth2')).toBe('google');
    expect(findSocialBrand('Google')).toBe('google');
    expect(findSocialBrand('twitter')).toBe('x');
    expect(findSocialBrand('twitch')).toBe('twitch');
  });

  it('falls back to the generic look for other providers', () => {
    expect(findSocialBrand('keycloak')).toBe('generic');
  });
});
