/** The auth pages' forms: the app's one form mechanism (src/forms/useFieldForm.ts), ids `auth-<field>`. */
import { useFieldForm } from '../../forms/useFieldForm';

export type { FormAlertState } from '../../forms/useFieldForm';

export function useAuthForm<F extends string>(
  options: Omit<Parameters<typeof useFieldForm<F>>[0], 'idPrefix'>,
) {
  return useFieldForm<F>({ ...options, idPrefix: 'auth' });
}
