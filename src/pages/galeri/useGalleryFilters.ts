/**
 * The admin gallery's filters and page, kept in the address's search parameters
 * (`?acara=3&grup=7&mahasiswa=12&mahasiswa_nama=…&q=…&hal=2`), so a reload, a shared link and the
 * browser's back button bring the same view again. Each change replaces the history entry (typing a
 * search does not fill the history) and starts again on the first page.
 *
 * The screen shows the filters from its own state, set at once on every change; the address follows.
 * The router delivers an address in a transition, so showing the address itself would let a render
 * in between (typing, a choice made just before) show older filters. An address the page did not
 * write (back, forward, a link) is taken over.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { idOf } from '../../../domain/field-types';
import type { MahasiswaOption, PhotoFilter } from './api';

export interface GalleryFilters {
  acaraId: number | '';
  groupId: number | '';
  student: MahasiswaOption | null;
  q: string;
  /** 0-based page. */
  page: number;
}

const idParam = (value: string | null): number | '' => idOf(value ?? undefined) ?? '';

function fromParams(params: URLSearchParams): GalleryFilters {
  const studentId = idParam(params.get('mahasiswa'));
  return {
    acaraId: idParam(params.get('acara')),
    groupId: idParam(params.get('grup')),
    student: studentId ? { id: studentId, name: params.get('mahasiswa_nama') ?? String(studentId) } : null,
    q: params.get('q') ?? '',
    page: Math.max(0, (idOf(params.get('hal') ?? undefined) ?? 1) - 1),
  };
}

function toParams(filters: GalleryFilters): URLSearchParams {
  const next = new URLSearchParams();
  const put = (key: string, value: string | number | '' | undefined) => {
    if (value !== '' && value !== undefined) next.set(key, String(value));
  };
  put('acara', filters.acaraId);
  put('grup', filters.groupId);
  const student = filters.student;
  put('mahasiswa', student?.id);
  // The label the filter shows ("Rina (2026777001)"), so a reload needs no look-up.
  put('mahasiswa_nama', student ? (student.nim ? `${student.name} (${student.nim})` : student.name) : '');
  put('q', filters.q);
  put('hal', filters.page ? filters.page + 1 : undefined);
  return next;
}

export function useGalleryFilters() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(() => fromParams(params));
  // The filters as last set, for changes made before React renders the previous one.
  const latest = useRef(filters);
  // The addresses this page wrote: the router delivering one of them is no news.
  const written = useRef(new Set<string>([params.toString()]));
  const address = params.toString();
  useEffect(() => {
    if (written.current.has(address)) {
      // Caught up with the last change: the addresses written before it are done with.
      if (address === toParams(latest.current).toString()) written.current = new Set([address]);
      return;
    }
    written.current = new Set([address]);
    latest.current = fromParams(new URLSearchParams(address));
    setFilters(latest.current);
  }, [address]);

  /** Applies changes (and the first page, unless `page` is among them). */
  const update = useCallback(
    (changes: Partial<GalleryFilters>) => {
      const next = { ...latest.current, ...changes, page: changes.page ?? 0 };
      latest.current = next;
      setFilters(next);
      const search = toParams(next);
      written.current.add(search.toString());
      setParams(search, { replace: true });
    },
    [setParams],
  );

  const filter: PhotoFilter = {
    acara_id: filters.acaraId,
    file_group_id: filters.groupId,
    mahasiswa_id: filters.student?.id ?? '',
    q: filters.q,
  };
  return { ...filters, filter, update };
}
