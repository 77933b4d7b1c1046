import { useEffect, useState } from 'react';

/**
 * Text an input shows while the visitor types: the stored value is written on every change through the
 * rule, but the field keeps the raw text until it loses focus (so '5,' or an emptied field can be typed).
 * Changes from elsewhere (another tab) show while the field is not focused.
 */
export function useDraft(stored: string) {
  const [draft, setDraft] = useState(stored);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setDraft(stored);
  }, [stored, editing]);
  return {
    value: editing ? draft : stored,
    onFocus: () => {
      setDraft(stored);
      setEditing(true);
    },
    onBlur: () => setEditing(false),
    setDraft,
  };
}
