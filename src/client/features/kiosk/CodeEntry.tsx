import { type FormEvent, useState } from 'react';

/** A code typed by hand (or from a scanner while this field has the focus). */
export function CodeEntry({ onCode }: { onCode: (code: string) => void }) {
  const [code, setCode] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    onCode(code);
    setCode('');
  }
  return (
    <form className="kiosk-code" onSubmit={submit}>
      <label htmlFor="kiosk-code-input">Code eingeben</label>
      <div className="kiosk-code__row">
        <input
          id="kiosk-code-input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
        />
        <button type="submit" className="kiosk-button" disabled={!code.trim()}>
          Prüfen
        </button>
      </div>
    </form>
  );
}
