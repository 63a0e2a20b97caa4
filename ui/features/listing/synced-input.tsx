import { type ChangeEvent, type InputHTMLAttributes, useEffect, useRef } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "defaultValue" | "onChange"> & {
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * A text field that the visitor types into freely (its text is not rewritten while it has focus, so trimming and
 * limits never fight the keyboard) and that shows the listing's value after any other change of the page.
 */
export function SyncedInput({ value, onChange, ...rest }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (input !== null && input !== document.activeElement && input.value !== value) input.value = value;
  }, [value]);
  return <input ref={ref} defaultValue={value} onChange={onChange} {...rest} />;
}
