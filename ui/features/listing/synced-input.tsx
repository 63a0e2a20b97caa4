import { type ChangeEvent, type InputHTMLAttributes, useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "defaultValue" | "onChange"> & {
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * A text field that the visitor types into freely (its text is not rewritten while it has focus, so trimming and
 * limits never fight the keyboard) and that shows the listing's value after any other change of the page. Back and
 * forward always show the value of the page returned to, focused or not: the text typed for another page is stale.
 */
export function SyncedInput({ value, onChange, ...rest }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  const { key } = useLocation();
  const historyMove = useNavigationType() === "POP";
  // The entry the field last showed: a page's first load is a "POP" too, and only a move to another entry is a
  // return (writing the value into a focused field on its first page put back text of a key or two before, since
  // effects run after the next key may have been typed).
  const shownKey = useRef(key);
  useEffect(() => {
    const input = ref.current;
    const returned = historyMove && shownKey.current !== key;
    shownKey.current = key;
    if (input === null || input.value === value) return;
    if (returned || input !== document.activeElement) input.value = value;
  }, [value, key, historyMove]);
  return <input ref={ref} defaultValue={value} onChange={onChange} {...rest} />;
}
