import { type FormEvent, useId, useState } from "react";
import { HSK_LEVELS, parseHskLevel } from "../../../core/domain/hsk/hsk-level";
import { hskLevelOption } from "./hsk-texts";
import { saveHskLevel, useHskLevel } from "./use-hsk-level";
import "./hsk.css";

/** «Мой уровень HSK»: the visitor states the level once; every verdict on the site reads it from this browser. */
export function HskLevelPicker() {
  const level = useHskLevel();
  const [status, setStatus] = useState("");
  const id = useId();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = parseHskLevel(String(new FormData(event.currentTarget).get("hsk_level") ?? ""));
    if (chosen === null) return setStatus("Выберите уровень.");
    await saveHskLevel(chosen);
    setStatus("Уровень сохранён.");
  };
  return (
    <form className="hsk-picker" onSubmit={onSubmit}>
      <label htmlFor={`${id}-level`}>Мой уровень HSK</label>
      <select
        id={`${id}-level`}
        name="hsk_level"
        key={level ?? "none"}
        defaultValue={level === null ? "" : String(level)}
      >
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
