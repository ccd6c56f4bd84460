import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadError, uploadPhoto, type UploadHandle } from './api';
import type { Photo } from './types';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'error' | 'cancelled';

export interface UploadItem {
  key: string;
  file: File;
  groupId: number;
  status: UploadStatus;
  loaded: number;
  /** Server message (or 'network') when status is error. */
  error?: string;
  /** HTTP status of the failure: 409 duplicates are not worth a retry. */
  errorStatus?: number;
}

const CONCURRENCY = 3;
let seq = 0;

type Upload = (
  file: File,
  groupId: number,
  onProgress: (loaded: number, total: number) => void,
) => UploadHandle;

/**
 * A queue of photo uploads: a few at a time, progress per file and overall, retry of a failed
 * file, cancel of one or all. `onUploaded` is told about every photo the server accepted.
 */
export function useUploadQueue(onUploaded: (photo: Photo) => void, upload: Upload = uploadPhoto) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const handles = useRef(new Map<string, UploadHandle>());
  // Keys cancelled while running: whatever the request still answers is ignored.
  const cancelled = useRef(new Set<string>());
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...change } : it)));
  }, []);

  // Start queued items while fewer than CONCURRENCY are running.
  useEffect(() => {
    const running = items.filter((i) => i.status === 'uploading').length;
    const next = items.filter((i) => i.status === 'queued').slice(0, Math.max(0, CONCURRENCY - running));
    for (const item of next) {
      patch(item.key, { status: 'uploading', loaded: 0, error: undefined, errorStatus: undefined });
      const handle = upload(item.file, item.groupId, (loaded) => patch(item.key, { loaded }));
      handles.current.set(item.key, handle);
      handle.promise.then(
        (photo) => {
          handles.current.delete(item.key);
          if (cancelled.current.delete(item.key)) return;
          patch(item.key, { status: 'done', loaded: item.file.size });
          onUploadedRef.current(photo);
        },
        (err: unknown) => {
          handles.current.delete(item.key);
          if (cancelled.current.delete(item.key)) return;
          const e = err instanceof UploadError ? err : new UploadError(String(err), 0);
          if (e.status === -1) patch(item.key, { status: 'cancelled' });
          else patch(item.key, { status: 'error', error: e.message, errorStatus: e.status });
        },
      );
    }
  }, [items, patch, upload]);

  // Abort what is still running when the screen goes away.
  useEffect(() => {
    const map = handles.current;
    return () => map.forEach((h) => h.abort());
  }, []);

  const add = useCallback((files: File[], groupId: number) => {
    setItems((list) => [
      ...list,
      ...files.map((file) => ({ key: `u${++seq}`, file, groupId, status: 'queued' as const, loaded: 0 })),
    ]);
  }, []);

  const retry = useCallback((key: string) => patch(key, { status: 'queued', loaded: 0 }), [patch]);

  const cancel = useCallback(
    (key: string) => {
      const handle = handles.current.get(key);
      if (handle) {
        cancelled.current.add(key);
        handle.abort();
      }
      patch(key, { status: 'cancelled' });
    },
    [patch],
  );

  const cancelAll = useCallback(() => {
    handles.current.forEach((h, key) => {
      cancelled.current.add(key);
      h.abort();
    });
    setItems((list) =>
      list.map((it) =>
        it.status === 'queued' || it.status === 'uploading' ? { ...it, status: 'cancelled' } : it,
      ),
    );
  }, []);

  const clearFinished = useCallback(() => {
    setItems((list) => list.filter((it) => it.status === 'queued' || it.status === 'uploading'));
  }, []);

  const active = items.filter((i) => i.status !== 'cancelled');
  const totalBytes = active.reduce((s, i) => s + i.file.size, 0);
  const loadedBytes = active.reduce(
    (s, i) => s + (i.status === 'done' || i.status === 'error' ? i.file.size : i.loaded),
    0,
  );
  const counts = {
    done: items.filter((i) => i.status === 'done').length,
    error: items.filter((i) => i.status === 'error').length,
    pending: items.filter((i) => i.status === 'queued' || i.status === 'uploading').length,
    total: active.length,
  };
  return {
    items,
    add,
    retry,
    cancel,
    cancelAll,
    clearFinished,
    overall: totalBytes ? loadedBytes / totalBytes : 0,
    counts,
  };
}
