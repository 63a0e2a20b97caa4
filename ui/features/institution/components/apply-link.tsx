import { type MouseEvent, type ReactNode, useCallback, useState } from "react";
import { Link } from "react-router";
import { isPlainClick } from "../../../behaviours/plain-click";
import { useUserSession } from "../../../session/user-session";
import { LoginDialogSlot } from "../../auth-dialog/login-dialog-slot";
import { INSTITUTION_TEXTS } from "../institution-texts";

type Props = {
  /** The applications page with the choice in its query (ADR 023). */
  readonly to: string;
  readonly className?: string;
  readonly "aria-label"?: string;
  /** What the log-in dialog says first (by default the words of applying to a university). */
  readonly loginIntro?: string;
  readonly children: ReactNode;
};

/**
 * «Подать заявку». The applications page is for logged-in users only, so an anonymous visitor is asked to log in
 * first and is taken there once logged in, the choice kept. Without JavaScript the link leads to the page itself.
 */
export function ApplyLink({ to, children, loginIntro = INSTITUTION_TEXTS.applyLoginIntro, ...rest }: Props) {
  const { loggedIn } = useUserSession();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (loggedIn || event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <Link to={to} onClick={onClick} {...rest}>
        {children}
      </Link>
      <LoginDialogSlot open={open} onClose={close} intro={loginIntro} continueTo={to} />
    </>
  );
}
