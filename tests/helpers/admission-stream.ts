import type { AdmissionEvent } from '../../src/shared/api/checkin';

/** A door listening to checkin/events.php over a real socket, as the kiosk does (fetch with the Bearer header). */
export async function openAdmissionStream(base: string, auth: string, performanceId: number) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/checkin/events.php?performance_id=${performanceId}`, {
    headers: { authorization: `Bearer ${auth}` },
    signal: controller.signal,
  });
  const events: AdmissionEvent[] = [];
  let ended = false;
  let ready!: () => void;
  const readySeen = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const reading = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        if (block.startsWith('event: ready')) ready();
        if (block.startsWith('event: admission')) events.push(JSON.parse(block.slice(block.indexOf('data: ') + 6)) as AdmissionEvent);
      }
    }
  })().finally(() => {
    ended = true;
    ready();
  });
  await readySeen;
  /** Polls until `done` holds or the time is up (a bound on waiting, not an assertion on time). */
  const waitFor = async (done: () => boolean, limitMs: number) => {
    const start = Date.now();
    while (!done() && Date.now() - start < limitMs) await new Promise((resolve) => setTimeout(resolve, 20));
    return done();
  };
  return {
    status: response.status,
    events,
    ended: () => ended,
    waitFor,
    async close() {
      controller.abort();
      await reading;
    },
  };
}
