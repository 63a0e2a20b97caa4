import { type FormEvent, useState } from "react";
import { HSK_LEVELS, parseHskLevel } from "../../../core/domain/hsk/hsk-level";
import { hskLevelOption } from "./hsk-texts";
import { saveHskLevel, useHskLevel } from "./use-hsk-level";
import "./hsk.css";

/**
 * «Мой уровень HSK»: the visitor states the level once; every verdict on the site reads it from this browser.
 * `id` is the select's id, unique on the page. The select is controlled: it follows the stored level.
 */
export function HskLevelPicker({ id }: { id: string }) {
  const level = useHskLevel();
  const [status, setStatus] = useState("");
  const [chosen, setChosen] = useState(level === null ? "" : String(level));
  const [shownLevel, setShownLevel] = useState(level);
  if (shownLevel !== level) {
    setShownLevel(level);
    setChosen(level === null ? "" : String(level));
  }
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picked = parseHskLevel(String(new FormData(event.currentTarget).get("hsk_level") ?? ""));
    if (picked === null) return setStatus("Выберите уровень.");
    await saveHskLevel(picked);
    setStatus("Уровень сохранён.");
  };
  return (
    <form className="hsk-picker" onSubmit={onSubmit}>
      <label htmlFor={id}>Мой уровень HSK</label>
      <select id={id} name="hsk_level" value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
        <option value="">Не указан</option>
        {HSK_LEVELS.map((option) => (
          <option key={option} value={String(option)}>
            {hskLevelOption(option)}
          </option>
        ))}
      </select>
      <button type="submit">Сохранить</button>
      <span className="hsk-picker__status" role="status">
        {status}
      </span>
    </form>
  );
}
