import { useEffect, useState } from 'react';
import { fetchWaitingListOpen } from './waiting-list-api';

/** Whether the event offers a waiting list for its sold-out dates; false until known, and offline. */
export function useWaitingListOpen(eventId: number | undefined): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(false);
    if (!eventId) return;
    let current = true;
    fetchWaitingListOpen(eventId).then(
      (answer) => current && setOpen(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [eventId]);
  return open;
}
