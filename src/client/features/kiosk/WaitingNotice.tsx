/** Shown while a scan waits for the device's data: never a refusal, the verdict follows by itself. */
export function WaitingNotice({ count }: { count: number }) {
  return (
    <div className="kiosk-wait" role="status" data-testid="kiosk-wait">
      <strong>Bitte kurz warten – Daten werden geladen</strong>
      {count > 1 && <span>{count} Scans warten</span>}
    </div>
  );
}
