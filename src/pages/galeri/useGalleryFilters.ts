/**
 * The admin gallery's filters and page, kept in the address's search parameters
 * (`?acara=3&grup=7&mahasiswa=12&mahasiswa_nama=…&q=…&hal=2`), so a reload, a shared link and the
 * browser's back button bring the same view again. Each change replaces the history entry (typing a
 * search does not fill the history) and starts again on the first page.
 */
import { useCallback, useRef } from 'react';
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

export function useGalleryFilters() {
  const [params, setParams] = useSearchParams();
  // The parameters as last set or as the router last delivered them: setSearchParams' own updater
  // sees those of its render, so two changes before the router delivers the first (a choice, then
  // typing) would undo one another. A render for another reason (photos arriving) still carries the
  // router's older parameters object, so only a new object from the router replaces what was set.
  const latest = useRef(params);
  const delivered = useRef(params);
  if (delivered.current !== params) {
    delivered.current = params;
    latest.current = params;
  }
  const studentId = idParam(params.get('mahasiswa'));
  const filters: GalleryFilters = {
    acaraId: idParam(params.get('acara')),
    groupId: idParam(params.get('grup')),
    student: studentId ? { id: studentId, name: params.get('mahasiswa_nama') ?? String(studentId) } : null,
    q: params.get('q') ?? '',
    page: Math.max(0, (idOf(params.get('hal') ?? undefined) ?? 1) - 1),
  };

  /** Applies changes (and the first page, unless `page` is among them). */
  const update = useCallback(
    (changes: Partial<GalleryFilters>) => {
      const next = new URLSearchParams(latest.current);
      const put = (key: string, value: string | number | '' | undefined) => {
        if (value === '' || value === undefined) next.delete(key);
        else next.set(key, String(value));
      };
      if ('acaraId' in changes) put('acara', changes.acaraId);
      if ('groupId' in changes) put('grup', changes.groupId);
      if ('student' in changes) {
        put('mahasiswa', changes.student?.id);
        // The label the filter shows ("Rina (2026777001)"), so a reload needs no look-up.
        const student = changes.student;
        put(
          'mahasiswa_nama',
          student ? (student.nim ? `${student.name} (${student.nim})` : student.name) : '',
        );
      }
      if ('q' in changes) put('q', changes.q);
      put('hal', changes.page ? changes.page + 1 : undefined);
      latest.current = next;
      setParams(next, { replace: true });
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
