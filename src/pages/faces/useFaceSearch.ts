import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { getFaceState, type FaceState } from './api';

/** The server's reason beside the field (no face, two faces, too small ...), else its message. */
function reason(err: unknown): string {
  const body =
    err instanceof HttpError ? (err.body as { errors?: Record<string, string[]> } | undefined) : undefined;
  const first = body?.errors && Object.values(body.errors)[0];
  return (Array.isArray(first) ? first[0] : undefined) ?? (err as Error).message;
}

const FACE_STATE = ['faces', 'state'] as const;

/**
 * The student's face search state, and `run`: one consent or enrolment call at a time, whose answer
 * is the new state (it replaces the cached one); its success is notified, its failure kept as `problem`.
 */
export function useFaceSearch() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: state } = useQuery({ queryKey: FACE_STATE, queryFn: getFaceState });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const run = async (work: () => Promise<FaceState>, done?: string | ((next: FaceState) => string)) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const next = await work();
      queryClient.setQueryData(FACE_STATE, next);
      if (done) notify(typeof done === 'string' ? done : done(next), { type: 'success' });
    } catch (err) {
      setProblem(reason(err));
    } finally {
      setBusy(false);
    }
  };

  /** A selfie is used at once, or waits for staff when there is no verified profile photo to compare it with. */
  const selfieSent = (next: FaceState) =>
    translate(next.selfie_review?.status === 'waiting' ? 'app.faces.enrol.sent' : 'app.faces.enrol.saved');

  return { state, busy, problem, run, selfieSent };
}

export type FaceSearch = ReturnType<typeof useFaceSearch>;
