import { useState } from 'react';
import { ProgressBar } from '../../components/ProgressBar';

/** Spec §2 /admin/test: a progress bar with buttons for 20, 50 and 100 percent. */
export function TestPage() {
  const [value, setValue] = useState(0);
  return (
    <div className="panel">
      <ProgressBar value={value} label="Testfortschritt" />
      <div className="button-row" style={{ marginTop: '1rem' }}>
        {[20, 50, 100].map((percent) => (
          <button key={percent} type="button" className="button" onClick={() => setValue(percent)}>
            {percent} %
          </button>
        ))}
      </div>
    </div>
  );
}
