import {
  AFFILIATE_COOKIE_DAY_SECONDS,
  AFFILIATE_COOKIE_DEFAULT_DAYS,
  COOKIE_NAMES,
  WELCOME_ALERT_DELAY_MS,
} from '@croupier/contract/constants';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { setCookie } from '../browser/cookies';
import { readStorage, writeStorage } from '../browser/storage';
import { useTranslation } from '../i18n';
import { useRootData } from '../root-data';
import { useToasts } from '../toasts';

const WELCOME_PENDING_KEY = 'welcomePending';

/** Asks the next page to welcome a new player (after a social sign-up, which reloads the page). */
export function markWelcomePending() {
  writeStorage('session', WELCOME_PENDING_KEY, '1');
}

/**
 * Small duties of every page: keep the affiliate tag of `?stag=` in its cookie (spec sections 3
 * and 9: the configured days, 30 by default), and welcome a player whose sign-up ended in a full
 * page load, 1 s after it.
 */
export function VisitorEffects() {
  const { search } = useLocation();
  const { t } = useTranslation();
  const { show } = useToasts();
  const days = useRootData()?.init.features.affiliateCookieDays ?? AFFILIATE_COOKIE_DEFAULT_DAYS;

  useEffect(() => {
    const tag = new URLSearchParams(search).get('stag');
    if (tag) setCookie(COOKIE_NAMES.affiliate, tag, AFFILIATE_COOKIE_DAY_SECONDS * days);
  }, [search, days]);

  // Once per page load: the flag is cleared as it is read, so the timer must not be cancelled by
  // a re-render; the toast system outlives this component anyway.
  const welcome = useRef({ show, t });
  welcome.current = { show, t };
  useEffect(() => {
    if (readStorage('session', WELCOME_PENDING_KEY) !== '1') return;
    writeStorage('session', WELCOME_PENDING_KEY, '');
    setTimeout(() => {
      const { show: showToast, t: translate } = welcome.current;
      showToast({
        type: 'success',
        title: translate('account.welcome.title'),
        description: translate('account.welcome.text'),
      });
    }, WELCOME_ALERT_DELAY_MS);
  }, []);

  return null;
}
