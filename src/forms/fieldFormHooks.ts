import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { Msg } from '../../domain/messages';

/**
 * One field's check: a catalog message, or undefined when the value is fine. A check whose answer
 * can change later for the same value (a look-up that answers after the field was left) names what
 * tells of that in `rechecksOn`: the form then checks the fields it has already checked again.
 */
export type Check = ((value: string, values: Record<string, string>) => Msg | undefined) & {
  rechecksOn?: (listener: () => void) => () => void;
};

/** A ref that is true while the component is mounted, so a late answer sets no state after it is gone. */
export function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/**
 * A late answer (a check's `rechecksOn`) shows beside a field already checked; the server's words
 * (string messages) stay.
 */
export function useLateRechecks<F extends string>(
  checks: Partial<Record<F, Check>>,
  check: (field: F, all: Record<F, string>) => Msg | undefined,
  values: Record<F, string>,
  setErrors: Dispatch<SetStateAction<Partial<Record<F, Msg | string>>>>,
) {
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    const late = (Object.keys(checks) as F[]).filter((name) => checks[name]?.rechecksOn);
    const unsubscribe = late.map((name) =>
      checks[name]!.rechecksOn!(() =>
        setErrors((prev) =>
          name in prev && typeof prev[name] !== 'string'
            ? { ...prev, [name]: check(name, latest.current) }
            : prev,
        ),
      ),
    );
    return () => unsubscribe.forEach((stop) => stop());
  }, [checks, check, setErrors]);
}
