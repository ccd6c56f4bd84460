/**
 * The scanner's state for one acara: the pack kept on the phone (fetched again when online), each
 * code checked offline at once, the scans queued and synced whenever the network is there, and the
 * tickets another phone had let in first, learnt at sync.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { readPack, syncScans, type CheckinPack, type QueuedScan } from '../tickets/api';
import { checkCode, type Outcome } from './check';
import { deviceId, loadPack, loadQueue, loadSeen, savePack, saveQueue, saveSeen, seenFrom } from './store';

export interface ScannerState {
  pack: CheckinPack | null;
  queued: number;
  online: boolean;
  last: Outcome | null;
  /** Scans this phone let in that another phone had let in before (known after a sync). */
  conflicts: string[];
  error: string | null;
}

export function useScanner(acara: number | null, pintu: string | null) {
  const [state, setState] = useState<ScannerState>({
    pack: null,
    queued: 0,
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
    last: null,
    conflicts: [],
    error: null,
  });
  const syncing = useRef(false);

  const refresh = useCallback(async () => {
    if (acara === null) return;
    try {
      const pack = await readPack(acara);
      savePack(pack);
      setState((s) => ({ ...s, pack, error: null }));
    } catch (e) {
      setState((s) => ({ ...s, error: s.pack ? null : String((e as Error).message ?? e) }));
    }
  }, [acara]);

  const sync = useCallback(async () => {
    if (acara === null || syncing.current) return;
    const queue = loadQueue(acara);
    if (!queue.length) return;
    syncing.current = true;
    try {
      const { results } = await syncScans(acara, deviceId(), queue);
      const done = new Set(results.map((r) => r.id));
      const ownOk = new Set(queue.filter((q) => done.has(q.id)).map((q) => q.id));
      const conflicts = results
        .filter((r) => r.status === 'twice' && ownOk.has(r.id) && r.tiket)
        .map((r) => r.tiket!);
      const rest = loadQueue(acara).filter((q) => !done.has(q.id));
      saveQueue(acara, rest);
      setState((s) => ({
        ...s,
        queued: rest.length,
        online: true,
        conflicts: [...new Set([...s.conflicts, ...conflicts])],
      }));
      await refresh();
    } catch {
      setState((s) => ({ ...s, online: navigator.onLine }));
    } finally {
      syncing.current = false;
    }
  }, [acara, refresh]);

  useEffect(() => {
    if (acara === null) return;
    setState((s) => ({ ...s, pack: loadPack(acara), queued: loadQueue(acara).length, last: null }));
    void refresh().then(sync);
    const on = () => {
      setState((s) => ({ ...s, online: true }));
      void sync();
    };
    const off = () => setState((s) => ({ ...s, online: false }));
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, [acara, refresh, sync]);

  const scan = useCallback(
    async (code: string): Promise<Outcome | null> => {
      const pack = acara === null ? null : loadPack(acara);
      if (!pack || acara === null) return null;
      const own = loadSeen(acara);
      const outcome = await checkCode(code, pack, seenFrom(pack, own));
      if (outcome.status === 'ok' || outcome.status === 'twice') {
        const at = new Date().toISOString();
        if (outcome.status === 'ok')
          saveSeen(acara, { ...own, [outcome.ticket]: { at, pintu, perangkat: deviceId() } });
        const queue: QueuedScan[] = [
          ...loadQueue(acara),
          { id: crypto.randomUUID(), token: code.trim(), at, pintu },
        ];
        saveQueue(acara, queue);
        setState((s) => ({ ...s, last: outcome, queued: queue.length }));
        if (navigator.onLine) void sync();
      } else setState((s) => ({ ...s, last: outcome }));
      return outcome;
    },
    [acara, pintu, sync],
  );

  return { ...state, scan, sync };
}
