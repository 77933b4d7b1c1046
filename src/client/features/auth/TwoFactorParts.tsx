import type { EnrolmentResponse } from '../../../shared/api/two-factor';

/** The QR code for the authenticator app, with the secret to type in by hand. */
export function EnrolmentQr({ enrolment }: { enrolment: EnrolmentResponse }) {
  return (
    <div className="two-factor__enrol">
      <p>Scanne den QR-Code mit einer Authenticator-App (z. B. Aegis, Google Authenticator, Microsoft Authenticator, 1Password).</p>
      <img src={enrolment.qr_code} alt="QR-Code für die Authenticator-App" width={200} height={200} />
      <p>
        Oder gib den Schlüssel von Hand ein: <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
    </div>
  );
}

/** Recovery codes, shown this once. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="two-factor__codes">
      <p>
        <strong>Deine Wiederherstellungscodes</strong> – jeder gilt einmal, falls du dein Telefon nicht zur Hand hast. Schreib sie auf oder drucke sie aus; sie
        werden nicht noch einmal angezeigt.
      </p>
      <ul aria-label="Wiederherstellungscodes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The six-digit code (or a recovery code). */
export function CodeInput({ value, onChange, id = 'two-factor-code' }: { value: string; onChange: (value: string) => void; id?: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>Code aus der Authenticator-App</label>
      <input id={id} name="code" autoComplete="one-time-code" inputMode="text" value={value} onChange={(event) => onChange(event.target.value)} required />
    </div>
  );
}
