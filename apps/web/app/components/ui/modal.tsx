import { createContext, type KeyboardEvent, type ReactNode, useContext, useId } from 'react';
import { useTranslation } from '~/lib/i18n';
import { useBodyScrollLock } from '../../lib/browser/scroll-lock';
import { useFocusTrap } from '../../lib/browser/use-focus-trap';
import { IconButton } from './icon-button';
import { X } from './icons';
import styles from './modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  /** The backdrop's z-index; the panel sits one above it. */
  zIndex: number;
  size?: ModalSize;
  /** Plays the closing transition; the modal system unmounts it 250 ms later. */
  isLeaving?: boolean;
  /**
   * Shown without the opening transition: the modal the address opens arrives with the page. Its
   * content faded in from transparent would also be no paint the browser counts as the page's
   * first or largest (the fade runs off the main thread) until the scripts drew it again.
   */
  isInstant?: boolean;
  onClose(): void;
  children: ReactNode;
}

const TitleIdContext = createContext<string | undefined>(undefined);

/**
 * The panel every modal content sits in: centred on desktop, a full-screen sheet on mobile.
 * Escape, the backdrop and the close button close it; focus stays inside while it is open.
 */
export function Modal({
  zIndex,
  size = 'md',
  isLeaving = false,
  isInstant = false,
  onClose,
  children,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const trapRef = useFocusTrap<HTMLDivElement>();
  useBodyScrollLock(true);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const state = isLeaving ? 'closing' : 'open';
  return (
    <>
      <div
        className={styles.backdrop}
        style={{ zIndex }}
        data-state={state}
        data-instant={isInstant || undefined}
        onClick={onClose}
        aria-hidden="true"
        // A tap before the scripts have come is kept for them (EARLY_TAP_ATTRIBUTE).
        data-early-tap=""
      />
      <div className={styles.frame} style={{ zIndex: zIndex + 1 }} data-state={state}>
        <div
          ref={trapRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={styles.panel}
          data-size={size}
          data-state={state}
          data-instant={isInstant || undefined}
          onKeyDown={onKeyDown}
        >
          <div className={styles.scroll}>
            <TitleIdContext value={titleId}>{children}</TitleIdContext>
          </div>
          <IconButton
            className={styles.close}
            label={t('shell.modal.close')}
            icon={<X />}
            variant="secondary"
            size="sm"
            onClick={onClose}
          />
        </div>
      </div>
    </>
  );
}

/** The modal's heading; it names the dialog for assistive technology. */
export function ModalTitle({ children, className }: { children: ReactNode; className?: string }) {
  const titleId = useContext(TitleIdContext);
  return (
    <h2 id={titleId} className={[styles.title, className].filter(Boolean).join(' ')}>
      {children}
    </h2>
  );
}
