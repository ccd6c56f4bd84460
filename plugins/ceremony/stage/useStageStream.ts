/**
 * The stage's state, live: one server-sent-events connection per screen to
 * /acara/:id/stage/events, read with `fetch` (an EventSource cannot send the session's token), that
 * reconnects by itself after it drops, waiting a little longer each time, and starts over with the
 * full state the server sends first.
 */
import { useEffect, useState } from 'react';
import { pluginRequest } from 'wisuda/pages';
import type { StageState } from './api';

const RETRY_MS = [500, 1000, 2000, 5000];

/** Splits `text` into complete events; answers their data and the rest, not complete yet. */
export function readEvents(text: string): { events: string[]; rest: string } {
  const blocks = text.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''));
    return data.length ? [data.join('\n')] : [];
  });
  return { events, rest };
}

async function follow(acara: number, signal: AbortSignal, onState: (s: StageState) => void): Promise<void> {
  const { url, headers } = pluginRequest('ceremony', `acara/${acara}/stage/events`);
  const res = await fetch(url, { headers, signal, cache: 'no-store' });
  if (!res.ok || !res.body) throw new Error(`stage stream: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const { events, rest } = readEvents(buffer + value);
    buffer = rest;
    for (const data of events) onState(JSON.parse(data) as StageState);
  }
}

export function useStageStream(acara: number | null): { state: StageState | null; live: boolean } {
  const [state, setState] = useState<StageState | null>(null);
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (acara === null) return;
    const controller = new AbortController();
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      void follow(acara, controller.signal, (s) => {
        attempt = 0;
        setLive(true);
        setState(s);
      })
        .catch(() => undefined)
        .finally(() => {
          if (controller.signal.aborted) return;
          setLive(false);
          timer = setTimeout(connect, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
        });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [acara]);
  return { state: acara === null ? null : state, live };
}
