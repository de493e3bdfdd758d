import type { ResponseOf } from '@croupier/contract';
import { TOURNAMENT_SCORINGS } from '@croupier/contract';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useToasts } from '../../lib/toasts';
import styles from './backoffice.module.css';
import { EditorDialog } from './retention-editor';
import {
  idsOf,
  isoOf,
  localInputOf,
  localizedDraft,
  localizedOf,
  minorOf,
  TextsFields,
  unitsOf,
  useContentLocales,
} from './retention-fields';
import { useOperatorApi } from './use-operator-api';
import { useOperatorForm } from './use-operator-form';

export type TournamentDefinition = ResponseOf<'backofficeTournaments'>['data'][number];

const DAY_MS = 86_400_000;

/** Prizes by place as typed: amounts in units, comma or space separated, 1st first. */
function prizesOf(text: string, currency: string) {
  return idsOf(text).map((units) => minorOf(units, currency));
}

interface TournamentDialogProps {
  tournament: TournamentDefinition | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * A tournament: texts per locale, games, currency, scoring, dates in the operator's zone, buy-in
 * and prizes by place in units. Once it started the API keeps everything but its texts.
 */
export function TournamentDialog({ tournament, onClose, onSaved }: TournamentDialogProps) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { show } = useToasts();
  const codes = useContentLocales().map((locale) => locale.code);
  const currency = tournament?.currency ?? 'EUR';
  const form = useOperatorForm({
    ...localizedDraft('name', tournament?.name, codes),
    ...localizedDraft('description', tournament?.description, codes),
    gameIds: tournament?.gameIds.join(', ') ?? '',
    currency,
    scoring: tournament?.scoring ?? 'wins',
    startsAt: localInputOf(tournament?.startsAt ?? new Date(Date.now() + DAY_MS).toISOString()),
    endsAt: localInputOf(tournament?.endsAt ?? new Date(Date.now() + 2 * DAY_MS).toISOString()),
    buyIn: unitsOf(tournament?.buyIn ?? 0, currency),
    prizes: tournament?.prizes.map((prize) => unitsOf(prize, currency)).join(', ') ?? '',
  });
  const draftCurrency = form.draft.currency.trim().toUpperCase();
  const prizeErrors = form
    .itemErrorsOf('prizes')
    .map(({ index, message }) =>
      t('backoffice.retention.placeError', { place: index + 1, message }),
    );
  const submit = form.submitWith(async (draft) => {
    const body = {
      name: localizedOf('name', draft),
      description: localizedOf('description', draft),
      gameIds: idsOf(draft.gameIds),
      currency: draftCurrency,
      scoring: draft.scoring as (typeof TOURNAMENT_SCORINGS)[number],
      startsAt: isoOf(draft.startsAt),
      endsAt: isoOf(draft.endsAt),
      buyIn: draft.buyIn.trim() ? minorOf(draft.buyIn, draftCurrency) : 0,
      prizes: prizesOf(draft.prizes, draftCurrency),
    };
    const { data } = tournament
      ? await call('backofficeUpdateTournament', { params: { id: tournament.id }, body })
      : await call('backofficeCreateTournament', { body });
    show({
      type: 'success',
      title: t('backoffice.retention.tournamentSaved', { name: data.name.en }),
    });
    onSaved();
  });
  const isStarted = tournament !== null && tournament.status !== 'upcoming';

  return (
    <EditorDialog
      title={
        tournament
          ? t('backoffice.retention.editTournamentTitle', { name: tournament.name.en ?? '' })
          : t('backoffice.retention.newTournamentTitle')
      }
      formLabel={t('backoffice.retention.tournamentFormLabel')}
      note={isStarted ? t('backoffice.retention.tournamentStartedNote') : null}
      failure={form.failure}
      isSending={form.isSending}
      submitLabel={t('backoffice.retention.saveTournament')}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={styles.formGrid}>
        <TextsFields draft={form.draft} change={form.change} errorOf={form.errorOf} />
        <TextField
          label={t('backoffice.retention.games')}
          hint={t('backoffice.retention.gamesHint')}
          value={form.draft.gameIds}
          spellCheck={false}
          onChange={form.change('gameIds')}
          error={form.errorOf('gameIds')}
          required
        />
        <TextField
          label={t('backoffice.retention.currency')}
          value={form.draft.currency}
          autoCapitalize="characters"
          onChange={form.change('currency')}
          error={form.errorOf('currency')}
          required
        />
        <Select
          label={t('backoffice.retention.scoring')}
          options={TOURNAMENT_SCORINGS.map((scoring) => ({
            value: scoring,
            label: t(`backoffice.retention.scorings.${scoring}`),
          }))}
          value={form.draft.scoring}
          onChange={form.change('scoring')}
          error={form.errorOf('scoring')}
        />
        <TextField
          label={t('backoffice.retention.startsAt')}
          type="datetime-local"
          value={form.draft.startsAt}
          onChange={form.change('startsAt')}
          error={form.errorOf('startsAt')}
          required
        />
        <TextField
          label={t('backoffice.retention.endsAt')}
          type="datetime-local"
          value={form.draft.endsAt}
          onChange={form.change('endsAt')}
          error={form.errorOf('endsAt')}
          required
        />
        <TextField
          label={t('backoffice.retention.buyIn', { currency: draftCurrency })}
          inputMode="decimal"
          value={form.draft.buyIn}
          onChange={form.change('buyIn')}
          error={form.errorOf('buyIn')}
        />
      </div>
      <TextField
        label={t('backoffice.retention.prizes', { currency: draftCurrency })}
        hint={t('backoffice.retention.prizesHint')}
        inputMode="decimal"
        value={form.draft.prizes}
        onChange={form.change('prizes')}
        error={form.errorOf('prizes') ?? (prizeErrors.join(' · ') || undefined)}
        required
      />
    </EditorDialog>
  );
}
