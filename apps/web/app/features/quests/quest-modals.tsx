import type { PlayerQuest, Quest, QuestTask } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { formatMoney } from '~/components/ui/amount';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { ModalTitle } from '~/components/ui/modal';
import { ProgressFigure } from '~/components/ui/progress-figure';
import { Skeleton } from '~/components/ui/skeleton';
import { Tabs } from '~/components/ui/tabs';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { useLocalizedHref } from '~/lib/root-data';
import { useApi } from '~/lib/session/api-client';
import { errorMessageOf } from '~/lib/session/api-error';
import { useToasts } from '~/lib/toasts';
import { CircleCheck, Clock, Gamepad2, Gift, ListChecks, Target } from '../../components/ui/icons';
import styles from './quests.module.css';
import { useQuests } from './use-quests';

type Tab = 'active' | 'available' | 'finished';
const AMOUNT_TYPES = new Set(['wager', 'deposit']);

function useFigure() {
  const { t, locale } = useTranslation();
  return (task: QuestTask, currency: string) =>
    AMOUNT_TYPES.has(task.type)
      ? t('quests.task.amountFigure', {
          progress: formatMoney(task.progress, currency, locale),
          quantity: formatMoney(task.quantity, currency, locale),
        })
      : t('quests.task.countFigure', { progress: task.progress, quantity: task.quantity });
}

/** quests-hub: the player's active quests with their task in progress, the quests on offer, and the finished ones. */
export function QuestsHubModal(_props: ModalContentProps) {
  const { t } = useTranslation();
  const state = useQuests();
  const [tab, setTab] = useState<Tab>('active');
  const active = state.runs?.filter((run) => run.state === 2) ?? [];
  const finished = state.runs?.filter((run) => run.state !== 2) ?? [];
  const takenIds = new Set(active.map((run) => run.questId));
  const offers = state.offers?.filter((quest) => !takenIds.has(quest.id)) ?? [];
  const isLoading = !state.runs || !state.offers;
  return (
    <div className={styles.hub}>
      <header className={styles.hubHeader}>
        <Target className={styles.hubIcon} aria-hidden="true" />
        <ModalTitle>{t('quests.hub.title')}</ModalTitle>
        <p className={styles.lead}>{t('quests.hub.lead')}</p>
      </header>
      <Tabs<Tab>
        label={t('quests.hub.tabsLabel')}
        value={tab}
        onValueChange={setTab}
        isFullWidth
        items={[
          { id: 'active', label: t('quests.hub.active', { count: active.length }) },
          { id: 'available', label: t('quests.hub.available', { count: offers.length }) },
          { id: 'finished', label: t('quests.hub.finished') },
        ]}
      />
      {state.hasFailed && <p className={styles.empty}>{t('quests.hub.failed')}</p>}
      {isLoading ? (
        !state.hasFailed && <Skeleton variant="block" height={200} />
      ) : tab === 'active' ? (
        active.length === 0 ? (
          <EmptyState
            headingLevel="h3"
            title={t('quests.hub.noActive')}
            description={t('quests.hub.noActiveHint')}
            action={
              offers.length > 0 && (
                <Button variant="secondary" onClick={() => setTab('available')}>
                  {t('quests.hub.seeAvailable')}
                </Button>
              )
            }
          />
        ) : (
          <ul className={styles.list}>
            {active.map((run) => (
              <RunCard key={run.id} run={run} onChange={state.reload} />
            ))}
          </ul>
        )
      ) : tab === 'available' ? (
        offers.length === 0 ? (
          <EmptyState headingLevel="h3" title={t('quests.hub.noneAvailable')} />
        ) : (
          <ul className={styles.list}>
            {offers.map((quest) => (
              <OfferCard
                key={quest.id}
                quest={quest}
                onStarted={() => {
                  state.reload();
                  setTab('active');
                }}
              />
            ))}
          </ul>
        )
      ) : finished.length === 0 ? (
        <EmptyState headingLevel="h3" title={t('quests.hub.noneFinished')} />
      ) : (
        <ul className={styles.list}>
          {finished.map((run) => (
            <li key={run.id} className={styles.card}>
              <div className={styles.cardHead}>
                <h3 className={styles.cardTitle}>{run.name}</h3>
                <Badge variant={run.state === 3 ? 'success' : 'neutral'}>
                  {t(`quests.state.${run.state}`)}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RewardLine({ quest }: { quest: Quest }) {
  const { t, locale } = useTranslation();
  const modals = useModals();
  const parts = [
    quest.reward.bonusName,
    quest.reward.amount ? formatMoney(quest.reward.amount, quest.currency, locale) : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <button
      type="button"
      className={styles.reward}
      onClick={() => modals.open('quest-rewards', { quest })}
    >
      <Gift aria-hidden="true" /> {t('quests.reward', { reward: parts.join(' + ') })}
    </button>
  );
}

function OfferCard({ quest, onStarted }: { quest: Quest; onStarted(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toasts = useToasts();
  const [isStarting, setIsStarting] = useState(false);
  const start = async () => {
    setIsStarting(true);
    try {
      await api('activateQuest', { params: { id: quest.id }, body: { currency: quest.currency } });
      onStarted();
    } catch (error) {
      toasts.show({ type: 'error', title: errorMessageOf(error, t('quests.hub.failed')) });
    } finally {
      setIsStarting(false);
    }
  };
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{quest.name}</h3>
        <span className={styles.duration}>
          <Clock aria-hidden="true" /> {t('quests.duration', { hours: quest.durationHours })}
        </span>
      </div>
      <p className={styles.description}>{quest.description}</p>
      <ol className={styles.steps}>
        {quest.tasks.map((task) => (
          <li key={task.id}>{task.name}</li>
        ))}
      </ol>
      <RewardLine quest={quest} />
      <Button isLoading={isStarting} onClick={() => void start()}>
        {t('quests.start', { name: quest.name })}
      </Button>
    </li>
  );
}

function RunCard({ run, onChange }: { run: PlayerQuest; onChange(): void }) {
  const { t, locale } = useTranslation();
  const api = useApi();
  const toasts = useToasts();
  const modals = useModals();
  const figure = useFigure();
  const [isCancelling, setIsCancelling] = useState(false);
  const task = run.tasks.find((item) => item.isActive) ?? run.tasks.at(-1);
  const done = run.tasks.filter((item) => item.isCompleted).length;
  const ends = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(run.expiresAt),
  );
  const cancel = async () => {
    setIsCancelling(true);
    try {
      await api('cancelPlayerQuest', { params: { id: run.id } });
      onChange();
    } catch (error) {
      toasts.show({ type: 'error', title: errorMessageOf(error, t('quests.hub.failed')) });
    } finally {
      setIsCancelling(false);
    }
  };
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{run.name}</h3>
        <span className={styles.duration}>
          <Clock aria-hidden="true" /> {t('quests.endsAt', { date: ends })}
        </span>
      </div>
      {task && (
        <ProgressFigure
          label={t('quests.task.step', { n: done + 1, total: run.tasks.length, name: task.name })}
          figure={figure(task, run.currency)}
          barLabel={task.name}
          max={task.quantity}
          now={task.progress}
          valueText={figure(task, run.currency)}
          tone="info"
        />
      )}
      <RewardLine quest={run} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          icon={<ListChecks />}
          onClick={() => modals.open('quest-tasks', { run })}
        >
          {t('quests.tasks')}
        </Button>
        {task?.type === 'games' && (
          <Button
            variant="secondary"
            size="sm"
            icon={<Gamepad2 />}
            onClick={() => modals.open('quest-task-games', { task })}
          >
            {t('quests.games')}
          </Button>
        )}
        <Button variant="ghost" size="sm" isLoading={isCancelling} onClick={() => void cancel()}>
          {t('quests.cancel')}
        </Button>
      </div>
    </li>
  );
}

/** quest-tasks: every task of a quest in order, done, in progress or waiting. */
export function QuestTasksModal({ run, close }: ModalContentProps & { run?: PlayerQuest }) {
  const { t } = useTranslation();
  const figure = useFigure();
  if (!run) return null;
  return (
    <div className={styles.hub}>
      <ModalTitle>{t('quests.tasksTitle', { name: run.name })}</ModalTitle>
      <ol className={styles.list}>
        {run.tasks.map((task, index) => (
          <li
            key={task.id}
            className={styles.card}
            data-state={task.isCompleted ? 'done' : task.isActive ? 'active' : 'waiting'}
          >
            <div className={styles.cardHead}>
              <h3 className={styles.cardTitle}>
                {task.isCompleted && <CircleCheck aria-hidden="true" className={styles.done} />}
                {t('quests.task.step', { n: index + 1, total: run.tasks.length, name: task.name })}
              </h3>
              <Badge variant={task.isCompleted ? 'success' : task.isActive ? 'info' : 'neutral'}>
                {t(
                  task.isCompleted
                    ? 'quests.task.done'
                    : task.isActive
                      ? 'quests.task.active'
                      : 'quests.task.waiting',
                )}
              </Badge>
            </div>
            <ProgressFigure
              label={t(`quests.taskTypes.${task.type}`)}
              figure={figure(task, run.currency)}
              barLabel={task.name}
              max={task.quantity}
              now={task.progress}
              valueText={figure(task, run.currency)}
              tone="info"
            />
          </li>
        ))}
      </ol>
      <Button size="lg" isFullWidth onClick={close}>
        {t('quests.close')}
      </Button>
    </div>
  );
}

/** quest-rewards: what a quest gives when done. */
export function QuestRewardsModal({ quest, close }: ModalContentProps & { quest?: Quest }) {
  const { t, locale } = useTranslation();
  if (!quest) return null;
  return (
    <div className={styles.hub}>
      <Gift className={styles.hubIcon} aria-hidden="true" />
      <ModalTitle>{t('quests.rewardsTitle', { name: quest.name })}</ModalTitle>
      <ul className={styles.rewards}>
        {quest.reward.bonusName && <li>{quest.reward.bonusName}</li>}
        {quest.reward.amount !== null && (
          <li>
            {t('quests.cash', { amount: formatMoney(quest.reward.amount, quest.currency, locale) })}
          </li>
        )}
      </ul>
      <p className={styles.lead}>{t('quests.rewardsNote')}</p>
      <Button size="lg" isFullWidth onClick={close}>
        {t('quests.close')}
      </Button>
    </div>
  );
}

/** quest-task-games: the games a games task counts, each a link to play it. */
export function QuestTaskGamesModal({ task, close }: ModalContentProps & { task?: QuestTask }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const names = useGameNames(task?.gameIds ?? []);
  if (!task) return null;
  return (
    <div className={styles.hub}>
      <ModalTitle>{t('quests.gamesTitle')}</ModalTitle>
      <p className={styles.lead}>{task.name}</p>
      <ul className={styles.games}>
        {task.gameIds.map((gameId) => (
          <li key={gameId}>
            <Button
              variant="secondary"
              isFullWidth
              icon={<Gamepad2 />}
              to={href(`/games/${gameId}`)}
              onClick={close}
            >
              {names[gameId] ?? t('quests.play')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The names of a few games, asked one by one (a games task names one to three). */
function useGameNames(gameIds: readonly string[]) {
  const api = useApi();
  const [names, setNames] = useState<Record<string, string>>({});
  const key = gameIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids.
  useEffect(() => {
    let isCurrent = true;
    for (const id of gameIds) {
      api('game', { params: { id } }).then(
        (answer) => isCurrent && setNames((current) => ({ ...current, [id]: answer.data.name })),
        () => {},
      );
    }
    return () => {
      isCurrent = false;
    };
  }, [api, key]);
  return names;
}
