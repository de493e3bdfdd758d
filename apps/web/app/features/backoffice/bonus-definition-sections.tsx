import { Checkbox } from '../../components/ui/checkbox';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { SPIN_FIELDS } from './bonus-definition-draft';
import type { FieldsProps } from './bonus-form-parts';
import styles from './bonus-forms.module.css';
import { useOperator } from './operator-context';
import { useOperatorQuery } from './use-operator-api';

/** The free spins a definition gives (a type 3 one only them), on a game of the catalogue. */
export function FreespinFields({
  draft,
  change,
  errorOf,
  isRequired,
}: FieldsProps & { isRequired: boolean }) {
  const { t } = useTranslation();
  const { can } = useOperator();
  const games = useOperatorQuery('backofficeGames', can('content.manage') ? {} : null);
  const isShown = isRequired || draft.hasFreespins === 'true';
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('backoffice.bonuses.form.freespins')}</legend>
      {errorOf('freespins') && <p className={styles.error}>{errorOf('freespins')}</p>}
      {!isRequired && (
        <Checkbox
          label={t('backoffice.bonuses.form.hasFreespins')}
          checked={draft.hasFreespins === 'true'}
          onChange={(event) =>
            change('hasFreespins')({ target: { value: String(event.target.checked) } })
          }
        />
      )}
      {isShown && (
        <div className={styles.fieldGrid}>
          <Select
            label={t('backoffice.bonuses.form.game')}
            placeholder={t('backoffice.bonuses.form.chooseGame')}
            options={(games.data?.data ?? []).map((game) => ({ value: game.id, label: game.name }))}
            value={draft['freespins.gameId'] ?? ''}
            onChange={change('freespins.gameId')}
            error={errorOf('freespins.gameId')}
            required
          />
          {SPIN_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`backoffice.bonuses.form.spins.${field}`)}
              inputMode="numeric"
              value={draft[`freespins.${field}`] ?? ''}
              onChange={change(`freespins.${field}`)}
              error={errorOf(`freespins.${field}`)}
              required
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** Percent of a bet that counts towards wagering, per game kind of the catalogue; empty is 100. */
export function ContributionFields({ draft, change, errorOf }: FieldsProps) {
  const { t } = useTranslation();
  const { can } = useOperator();
  const games = useOperatorQuery('backofficeGames', can('content.manage') ? {} : null);
  const kinds = [...new Set((games.data?.data ?? []).map((game) => game.kind))].sort();
  if (kinds.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('backoffice.bonuses.form.contributions')}</legend>
      <div className={styles.fieldGrid}>
        {kinds.map((kind) => (
          <TextField
            key={kind}
            label={t('backoffice.bonuses.form.contributionOf', { kind })}
            hint={t('backoffice.bonuses.form.contributionHint')}
            inputMode="numeric"
            value={draft[`contributions.${kind}`] ?? ''}
            onChange={change(`contributions.${kind}`)}
            error={errorOf(`contributions.${kind}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
