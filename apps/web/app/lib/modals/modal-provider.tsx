import { TRANSITION_MS } from '@croupier/contract/constants';
import {
  type ComponentType,
  createContext,
  lazy,
  Suspense,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../../components/ui/modal';
import { Skeleton } from '../../components/ui/skeleton';
import { MODAL_REGISTRY, type ModalContentProps, type ModalName } from './modal-registry';
import { canOpenModal, findModalInQuery, modalZIndex, withModalQuery } from './modal-rules';

export type ModalProps = Record<string, unknown>;

export interface OpenModal {
  name: ModalName;
  props: ModalProps;
  /** Changes when the modal is opened anew, so its content remounts. */
  key: number;
  isLeaving: boolean;
}

export interface ModalsApi {
  /** Opens a modal by name; false when the visitor may not open it (e.g. wallet for a guest). */
  open(name: ModalName, props?: ModalProps): boolean;
  close(name: ModalName): void;
  closeAll(): void;
}

/**
 * The actions and the list of open modals are two contexts: the actions stay the same object when
 * a modal opens, so the many parts that can open one (every tile's heart) do not re-render then.
 * A modal named in the page's query opens right after the hydration, and with one context that
 * change reached every tile of the page at once, before React had hydrated them.
 */
const ModalContext = createContext<ModalsApi | null>(null);
const OpenModalsContext = createContext<readonly OpenModal[]>([]);
const CloseGuardContext = createContext<{ current: (() => boolean) | undefined } | null>(null);

const contents = new Map<ModalName, ComponentType<ModalContentProps & ModalProps>>();
function contentOf(name: ModalName) {
  let content = contents.get(name);
  if (!content) {
    content = lazy(MODAL_REGISTRY[name].load);
    contents.set(name, content);
  }
  return content;
}

const MODAL_ENTRIES = Object.values(MODAL_REGISTRY);
/** The key of the modal the address opens with the page (the provider's first state). */
const FIRST_MODAL_KEY = 0;

/** The modal the query names, when the visitor may open it. */
function findOpenableModalInQuery(search: string, isSignedIn: boolean) {
  const entry = findModalInQuery(search, MODAL_ENTRIES);
  return entry && canOpenModal(entry.access, isSignedIn) ? entry : undefined;
}

/**
 * Starts loading the content of the modal the query names, before the hydration reaches it: the
 * server renders that modal open (the provider's first state), and its content is lazy.
 */
export function preloadModalInQuery(search: string) {
  void findModalInQuery(search, MODAL_ENTRIES)
    ?.load()
    .catch(() => {}); // the hydration asks again, and shows its error page if that fails too
}

/**
 * Replaces the query string without scrolling or adding a history entry; answers the new query
 * string, or undefined when nothing changed.
 */
function useReplaceSearch() {
  const navigate = useNavigate();
  return useCallback(
    (queryName: string | null) => {
      const { pathname, search, hash } = window.location;
      const next = withModalQuery(search, queryName);
      if (next === search) return undefined;
      void navigate({ pathname, search: next, hash }, { replace: true, preventScrollReset: true });
      return next;
    },
    [navigate],
  );
}

/** Opens modals by name (spec section 2, "Modals"), stacks them and mirrors them in the query. */
export function ModalProvider({
  isSignedIn,
  children,
}: {
  isSignedIn: boolean;
  children: React.ReactNode;
}) {
  const { search } = useLocation();
  const nextKey = useRef(0);
  // The modal the address names is open from the first render, so the server renders it: a link
  // to the cashier shows the cashier before the scripts come (docs/PERFORMANCE.md §40).
  // Its key is FIRST_MODAL_KEY, and it shows without the opening transition; the modals opened
  // later take their keys from `nextKey`, counted from 1.
  const [openModals, setOpenModals] = useState<OpenModal[]>(() => {
    const entry = findOpenableModalInQuery(search, isSignedIn);
    return entry ? [{ name: entry.name, props: {}, key: FIRST_MODAL_KEY, isLeaving: false }] : [];
  });
  const navigateSearch = useReplaceSearch();
  /**
   * Query strings this provider navigated to itself, to mirror its own state. A navigation may
   * commit after the modal it names was closed again (loaders still running); the query effect
   * must not take it for a link and reopen that modal on top of the next one.
   */
  const mirrored = useRef(new Set<string>());
  const replaceSearch = useCallback(
    (queryName: string | null) => {
      const next = navigateSearch(queryName);
      if (next === undefined) return;
      if (mirrored.current.size > 16) mirrored.current.clear();
      mirrored.current.add(next);
    },
    [navigateSearch],
  );

  const show = useCallback((name: ModalName, props: ModalProps) => {
    nextKey.current += 1;
    const key = nextKey.current;
    setOpenModals((list) => {
      const current = list.find((modal) => modal.name === name && !modal.isLeaving);
      if (current && MODAL_REGISTRY[name].isOpenOnce) {
        return list.map((modal) =>
          modal === current ? { ...modal, props: { ...modal.props, ...props } } : modal,
        );
      }
      return [...list.filter((modal) => modal !== current), { name, props, key, isLeaving: false }];
    });
  }, []);

  const open = useCallback(
    (name: ModalName, props: ModalProps = {}) => {
      const entry = MODAL_REGISTRY[name];
      if (!canOpenModal(entry.access, isSignedIn)) return false;
      show(name, props);
      if (entry.queryName) replaceSearch(entry.queryName);
      return true;
    },
    [isSignedIn, show, replaceSearch],
  );

  const removeLater = useCallback((isRemoved: (modal: OpenModal) => boolean) => {
    setOpenModals((list) =>
      list.map((modal) => (isRemoved(modal) ? { ...modal, isLeaving: true } : modal)),
    );
    setTimeout(() => {
      setOpenModals((list) => list.filter((modal) => !(modal.isLeaving && isRemoved(modal))));
    }, TRANSITION_MS);
  }, []);

  const close = useCallback(
    (name: ModalName) => {
      removeLater((modal) => modal.name === name);
      const { queryName } = MODAL_REGISTRY[name];
      if (queryName && findModalInQuery(window.location.search, [MODAL_REGISTRY[name]])) {
        replaceSearch(null);
      }
    },
    [removeLater, replaceSearch],
  );

  const closeAll = useCallback(() => {
    removeLater(() => true);
    replaceSearch(null);
  }, [removeLater, replaceSearch]);

  // A modal named in the query opens if the visitor may open it: on load from the first render,
  // the server's too (the state's first value, so this effect finds it open), later by a link. As
  // a transition: a plain update of a context above parts still to be hydrated (the lobby's rows,
  // hydrated apart) makes React hydrate them all at once, in one long task.
  useEffect(() => {
    if (mirrored.current.delete(search)) return;
    const entry = findOpenableModalInQuery(search, isSignedIn);
    if (!entry) return;
    startTransition(() =>
      setOpenModals((list) => {
        if (list.some((modal) => modal.name === entry.name)) return list;
        nextKey.current += 1;
        return [...list, { name: entry.name, props: {}, key: nextKey.current, isLeaving: false }];
      }),
    );
  }, [search, isSignedIn]);

  const api = useMemo(() => ({ open, close, closeAll }), [open, close, closeAll]);

  return (
    <ModalContext value={api}>
      <OpenModalsContext value={openModals}>
        {children}
        {openModals.map((modal, index) => (
          <ModalHost
            key={modal.key}
            modal={modal}
            zIndex={modalZIndex(index)}
            onClose={() => close(modal.name)}
          />
        ))}
      </OpenModalsContext>
    </ModalContext>
  );
}

function ModalHost({
  modal,
  zIndex,
  onClose,
}: {
  modal: OpenModal;
  zIndex: number;
  onClose: () => void;
}) {
  const Content = contentOf(modal.name);
  const closeGuard = useRef<(() => boolean) | undefined>(undefined);
  return (
    <Modal
      size={MODAL_REGISTRY[modal.name].size}
      zIndex={zIndex}
      isLeaving={modal.isLeaving}
      isInstant={modal.key === FIRST_MODAL_KEY}
      onClose={() => {
        if (!closeGuard.current?.()) onClose();
      }}
    >
      <Suspense fallback={<Skeleton variant="block" height={160} />}>
        <CloseGuardContext value={closeGuard}>
          <Content {...modal.props} name={modal.name} close={onClose} />
        </CloseGuardContext>
      </Suspense>
    </Modal>
  );
}

/**
 * Lets a modal's content step in before it closes (close button, Escape, backdrop): the guard
 * returns true when it handled the close itself (the wallet goes back a step on phones, or asks
 * for confirmation); the modal then stays open.
 */
export function useModalCloseGuard(guard: () => boolean) {
  const guardRef = useContext(CloseGuardContext);
  const onClose = useEffectEvent(guard);
  useEffect(() => {
    if (!guardRef) return;
    guardRef.current = () => onClose();
    return () => {
      guardRef.current = undefined;
    };
  }, [guardRef]);
}

export function useModals(): ModalsApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModals needs a ModalProvider above it');
  return api;
}

/** The modals open now, the last opened last. */
export function useOpenModals(): readonly OpenModal[] {
  return useContext(OpenModalsContext);
}
