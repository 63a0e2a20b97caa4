import { type MouseEvent, type ReactNode, useCallback, useState } from "react";
import { Link } from "react-router";
import { useUserSession } from "../../../session/user-session";
import { LoginDialogSlot } from "../../auth-dialog/login-dialog-slot";
import { INSTITUTION_TEXTS } from "../institution-texts";

type Props = {
  /** The applications page with the choice in its query (ADR 023). */
  readonly to: string;
  readonly className?: string;
  readonly "aria-label"?: string;
  readonly children: ReactNode;
};

/** A plain left click: the others (new tab, new window, download) keep the browser's meaning. */
const plainClick = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * «Подать заявку». The applications page is for logged-in users only, so an anonymous visitor is asked to log in
 * first and is taken there once logged in, the choice kept. Without JavaScript the link leads to the page itself.
 */
export function ApplyLink({ to, children, ...rest }: Props) {
  const { loggedIn } = useUserSession();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (loggedIn || event.defaultPrevented || !plainClick(event)) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <Link to={to} onClick={onClick} {...rest}>
        {children}
      </Link>
      <LoginDialogSlot open={open} onClose={close} intro={INSTITUTION_TEXTS.applyLoginIntro} continueTo={to} />
    </>
  );
}
