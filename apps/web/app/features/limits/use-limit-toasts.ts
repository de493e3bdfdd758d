import type { Limit } from '@croupier/contract';
import { useTranslation } from '~/lib/i18n';
import { useToasts } from '~/lib/toasts';

/** A moment as the limit pages show it: the date with the time, in the player's language. */
export function useMoment() {
  const { locale } = useTranslation();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (at: string) => format.format(new Date(at));
}

/**
 * The toast after a limit call answered: a change that now waits names when it can be confirmed;
 * otherwise the limit changed, or (`null`) was removed.
 */
export function useLimitSavedToast() {
  const { t } = useTranslation();
  const { show } = useToasts();
  const moment = useMoment();
  return (data: Limit | null) =>
    show(
      data?.pending
        ? {
            type: 'info',
            title: t('limits.toasts.requested'),
            description: t('limits.toasts.confirmFrom', { at: moment(data.pending.confirmableAt) }),
          }
        : { type: 'success', title: t(data ? 'limits.toasts.changed' : 'limits.toasts.removed') },
    );
}
