import { type MouseEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { MODAL, type ModalSize } from "../../core/domain/constants/modal";
import { isTopModal, modalZIndex, popModal, pushModal } from "../../core/domain/navigation/modal-layer";
import { cycleFocus, focusableIn } from "../behaviours/focus-trap";
import { lockBodyScroll } from "../behaviours/scroll-lock";
import { useIsClient } from "../behaviours/use-is-client";
import "./modal.css";

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: ModalSize;
  closeOnEscape?: boolean;
  closeOnOutsideClick?: boolean;
  children: ReactNode;
};

/** The open modals, bottom first; shared by every <Modal/> so stacked ones get rising z-indexes. */
let openModals: readonly string[] = [];

/**
 * A dialog over the page (spec 9): portal into body, focus moved in and trapped, returned to the opener on close,
 * Escape and a click outside close it unless disabled, page scroll locked. Put `data-autofocus` on the element
 * that should get the focus first (otherwise the first focusable one); do not use `autoFocus` inside.
 */
export function Modal(props: ModalProps) {
  const isClient = useIsClient();
  if (!props.open || !isClient) return null;
  return <OpenModal {...props} />;
}

function OpenModal({
  onClose,
  title,
  size = "default",
  closeOnEscape = true,
  closeOnOutsideClick = true,
  children,
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedOnOverlay = useRef(false);
  const closeRef = useRef(onClose);
  const overlayRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModals = pushModal(openModals, id);
    if (overlayRef.current) overlayRef.current.style.zIndex = String(modalZIndex(openModals.indexOf(id)));
    const unlock = lockBodyScroll();
    const dialog = dialogRef.current;
    if (dialog) {
      const preferred = dialog.querySelector<HTMLElement>("[data-autofocus]");
      const body = dialog.querySelector<HTMLElement>(".modal__body");
      (preferred ?? (body && focusableIn(body)[0]) ?? dialog).focus();
    }
    return () => {
      openModals = popModal(openModals, id);
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, [id]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || !isTopModal(openModals, id)) return;
      if (event.key === "Escape" && closeOnEscape) {
        event.preventDefault();
        closeRef.current();
        return;
      }
      cycleFocus(dialog, event);
    };
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || !isTopModal(openModals, id)) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [id, closeOnEscape]);

  const onOverlayDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    const outside = pressedOnOverlay.current && event.target === event.currentTarget;
    pressedOnOverlay.current = false;
    if (outside && closeOnOutsideClick) onClose();
  };

  return createPortal(
    <div
      ref={overlayRef}
      className="modal-overlay"
      style={{ zIndex: MODAL.baseZIndex }}
      onMouseDown={onOverlayDown}
      onClick={onOverlayClick}
    >
      <div
        ref={dialogRef}
        className={`modal modal--${size}`}
        style={{ maxWidth: MODAL.widths[size] }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label="Закрыть">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
