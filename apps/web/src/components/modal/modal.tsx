import { useEffect, useId, useRef, type ReactNode, type KeyboardEvent, type MouseEvent } from 'react';
import { keepTabInside } from './focus-trap';
import './modal.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for confirmations that interrupt the player (logout). */
  role?: 'dialog' | 'alertdialog';
  /** 'lg' holds a payment page in a frame. */
  size?: 'sm' | 'md' | 'lg';
  /** A modal the player must not dismiss (a running payment step) hides the close affordances. */
  dismissible?: boolean;
  /** Short text under the title, announced with it. */
  description?: string;
  /**
   * Long text with nothing to focus (rules, paytables): the body itself takes focus so keyboard users can
   * scroll it.
   */
  readingBody?: boolean;
}

/**
 * The dialog frame every modal uses: labelled by its title, keeps Tab inside, closes on Escape and on a click
 * on the backdrop. The host restores focus to the opener once no modal is left (see app/modal-host.tsx).
 */
export function Modal({ title, onClose, children, role = 'dialog', size = 'md', dismissible = true, description, readingBody = false }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // A drag that starts inside the card and ends on the backdrop (selecting text) must not close it.
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const preferred =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea');
    (preferred ?? dialog).focus();
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (dialogRef.current) keepTabInside(event, dialogRef.current);
  };

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };

  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (dismissible && pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
  };

  return (
    <div className="modal-backdrop" onMouseDown={handleBackdropMouseDown} onClick={handleBackdropClick}>
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`modal modal--${size}`}
        onKeyDown={handleKeyDown}
      >
        <div className="modal__header">
          <svg className="modal__star" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 1.5l2.2 8.3 8.3 2.2-8.3 2.2L12 22.5l-2.2-8.3L1.5 12l8.3-2.2z" fill="currentColor" />
          </svg>
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        {description && (
          <p id={descriptionId} className="modal__description">
            {description}
          </p>
        )}
        <div className="modal__body" tabIndex={readingBody ? 0 : undefined}>
          {children}
        </div>
      </div>
    </div>
  );
}
