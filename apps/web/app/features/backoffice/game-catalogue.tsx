import type { ResponseOf } from '@croupier/contract';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { RefreshCw } from '../../components/ui/icons';
import { Modal, ModalTitle } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useToasts } from '../../lib/toasts';
import { ActionSwitch } from './action-switch';
import styles from './backoffice.module.css';
import { DataTable, DialogActions, EditButton, PageHeader, QueryState } from './console-parts';
import { useOperatorApi, useOperatorQuery } from './use-operator-api';
import { useOperatorForm } from './use-operator-form';

type Game = ResponseOf<'backofficeGames'>['data'][number];
const MODAL_Z_INDEX = 1000;

/** The catalogue in lobby order: list or withdraw a game, its restricted countries, its order. */
export function GameCatalogue() {
  const { t } = useTranslation();
  const query = useOperatorQuery('backofficeGames', {});
  const [editing, setEditing] = useState<Game | null>(null);
  const games = query.data?.data ?? [];
  return (
    <>
      <PageHeader
        title={t('backoffice.games.heading')}
        lead={
          query.data &&
          t('backoffice.games.count', {
            count: games.length,
            enabled: games.filter((game) => game.isEnabled).length,
          })
        }
        actions={
          <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={query.reload}>
            {t('backoffice.games.refresh')}
          </Button>
        }
      />
      <QueryState
        query={query}
        isEmpty={games.length === 0}
        emptyTitle={t('backoffice.games.emptyTitle')}
        emptyText={t('backoffice.games.emptyText')}
      >
        <DataTable
          label={t('backoffice.games.tableLabel')}
          head={
            <>
              <th className={styles.numeric}>{t('backoffice.games.popularity')}</th>
              <th>{t('backoffice.games.name')}</th>
              <th>{t('backoffice.games.provider')}</th>
              <th>{t('backoffice.games.kind')}</th>
              <th>{t('backoffice.games.listed')}</th>
              <th>{t('backoffice.games.restrictedCountries')}</th>
              <th className={styles.numeric}>{t('backoffice.games.actions')}</th>
            </>
          }
        >
          {games.map((game) => (
            <tr key={game.id}>
              <td className={`${styles.numeric} ${styles.muted}`}>{game.popularity}</td>
              <td>
                <div className={styles.stack}>
                  <span>{game.name}</span>
                  <span className={`${styles.mono} ${styles.muted}`}>{game.id}</span>
                </div>
              </td>
              <td>{game.providerId}</td>
              <td>{game.kind}</td>
              <td>
                <ListedSwitch game={game} onChanged={query.reload} />
              </td>
              <td className={styles.mono}>
                {game.restrictedCountries.length > 0 ? game.restrictedCountries.join(' ') : '—'}
              </td>
              <td className={styles.numeric}>
                <EditButton
                  label={t('backoffice.games.editLabel', { name: game.name })}
                  onClick={() => setEditing(game)}
                >
                  {t('backoffice.games.edit')}
                </EditButton>
              </td>
            </tr>
          ))}
        </DataTable>
      </QueryState>
      {editing && (
        <GameDialog
          game={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            query.reload();
          }}
        />
      )}
    </>
  );
}

/** Lists or withdraws a game at once: a withdrawn game leaves the lobby, search and its page. */
function ListedSwitch({ game, onChanged }: { game: Game; onChanged(): void }) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  return (
    <ActionSwitch
      isOn={game.isEnabled}
      label={t('backoffice.games.listedLabel', { name: game.name })}
      stateText={t(game.isEnabled ? 'backoffice.games.enabled' : 'backoffice.games.withdrawn')}
      onToggle={async (isEnabled) => {
        await call('backofficeUpdateGame', { params: { id: game.id }, body: { isEnabled } });
        onChanged();
        return t(isEnabled ? 'backoffice.games.wasEnabled' : 'backoffice.games.wasWithdrawn', {
          name: game.name,
        });
      }}
    />
  );
}

/** Codes as typed, comma or space separated; the API checks each one. */
function countriesOf(text: string) {
  return text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
}

interface DialogProps {
  game: Game;
  onClose(): void;
  onSaved(): void;
}

function GameDialog({ game, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { show } = useToasts();
  const form = useOperatorForm({
    restrictedCountries: game.restrictedCountries.join(', '),
    popularity: String(game.popularity),
  });
  const codes = countriesOf(form.draft.restrictedCountries);
  const badCodes = form
    .itemErrorsOf('restrictedCountries')
    .map(({ index, message }) => `${codes[index] ?? index}: ${message}`);
  const submit = form.submitWith(async (draft) => {
    const popularity = draft.popularity.trim();
    await call('backofficeUpdateGame', {
      params: { id: game.id },
      body: {
        restrictedCountries: countriesOf(draft.restrictedCountries),
        popularity: popularity === '' ? Number.NaN : Number(popularity),
      },
    });
    show({ type: 'success', title: t('backoffice.games.saved', { name: game.name }) });
    onSaved();
  });
  const countriesError = form.errorOf('restrictedCountries') ?? badCodes.join(' · ');
  return (
    <Modal zIndex={MODAL_Z_INDEX} size="sm" onClose={onClose}>
      <ModalTitle>{t('backoffice.games.editTitle', { name: game.name })}</ModalTitle>
      <form className={styles.dialogBody} onSubmit={submit} noValidate>
        {form.failure && <Alert type="error">{form.failure}</Alert>}
        <TextField
          label={t('backoffice.games.restrictedCountries')}
          hint={t('backoffice.games.countriesHint')}
          value={form.draft.restrictedCountries}
          autoCapitalize="characters"
          spellCheck={false}
          onChange={form.change('restrictedCountries')}
          error={countriesError || undefined}
        />
        <TextField
          label={t('backoffice.games.popularity')}
          hint={t('backoffice.games.popularityHint')}
          type="number"
          inputMode="numeric"
          min={0}
          value={form.draft.popularity}
          onChange={form.change('popularity')}
          error={form.errorOf('popularity')}
        />
        <DialogActions
          submitLabel={t('backoffice.games.save')}
          isSending={form.isSending}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
