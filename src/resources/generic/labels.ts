/**
 * How a referenced record is named wherever it is listed: option lists, reference columns, show
 * pages and CSV exports. The label field, plus the declared `labelQualifier` in parentheses when
 * the label alone is ambiguous: program studi "Akuntansi (S1)" and "Akuntansi (D3)". A role of
 * wisuda.config.ts and an enum qualifier are named in a language: screens take the namer of the
 * language they show (`useLabels`, which follows a language change at once); code outside a render
 * (an export, react-admin's recordRepresentation) the current language's.
 */
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { optionName, type ResourceDef } from '../../../domain/resource';
import { joinedLabelKey } from '../../../domain/joinedLabels';
import { role } from '../../../domain/resources';
import { roleLabelIn } from '../../layout/useRoleLabel';
import { getCurrentLanguage } from '../../providers/currentLanguage';

export { joinedLabelKey };

type Values = Record<string, unknown>;

/**
 * True when a record of `def` is read by another name than its label field's value: a role of
 * wisuda.config.ts by its label in the UI language (`Petugas Toga`), never its key
 * (`petugas_toga`). Its list's label column shows `referenceLabel` then.
 */
export function hasShownNames(def: ResourceDef): boolean {
  return def.name === role.name;
}

function compose(label: unknown, qualifier: string): string {
  const text = label === undefined || label === null ? '' : String(label);
  return qualifier ? `${text} (${qualifier})` : text;
}

export interface Labels {
  /**
   * The label of a record of `target`. With `viaField` (`prodi_id`), the label is read from the
   * columns a record of the referencing resource joins (`prodi_nama`, `prodi_jenjang`).
   */
  reference(target: ResourceDef, record: Values, viaField?: string): string;
  /** The label of an option list item (`{ id, name, ...optionFields }`) of `target`. */
  option(target: ResourceDef | undefined, item: Values): string;
  /**
   * The labels a record carries for its list of references `field` (`roles` → `roles_name`, in the
   * order of the ids: server/crud/queries.ts attachLinks); undefined when it carries none.
   */
  carried(target: ResourceDef, record: Values, field: string): string[] | undefined;
}

/** The namer of `locale`. */
export function labelsIn(locale: string): Labels {
  const qualifierText = (target: ResourceDef, value: unknown): string => {
    if (value === undefined || value === null || value === '') return '';
    const field = target.labelQualifier ? target.fields[target.labelQualifier] : undefined;
    const option = field?.options?.find((o) => o.id === value);
    return option ? optionName(option, locale) : String(value);
  };
  // The label field's value as users read it (../../layout/useRoleLabel.ts for a role).
  const shownName = (target: ResourceDef | undefined, value: unknown): unknown =>
    target && hasShownNames(target) && typeof value === 'string' ? roleLabelIn(value, locale) : value;
  const reference: Labels['reference'] = (target, record, viaField) => {
    const key = (name: string) => (viaField ? joinedLabelKey(viaField, name) : name);
    const qualifier = target.labelQualifier ? qualifierText(target, record[key(target.labelQualifier)]) : '';
    return compose(shownName(target, record[key(target.labelField)]), qualifier);
  };
  return {
    reference,
    option: (target, item) => {
      const qualifier = target?.labelQualifier ? qualifierText(target, item[target.labelQualifier]) : '';
      return compose(shownName(target, item.name), qualifier);
    },
    carried: (target, record, field) => {
      const labels = record[joinedLabelKey(field, target.labelField)];
      const ids = record[field];
      // (labels of other ids than those shown, a copy changed here before the server's answer: none)
      if (!Array.isArray(labels) || !Array.isArray(ids) || labels.length !== ids.length) return undefined;
      const columns = [target.labelField, target.labelQualifier].filter((c) => c !== undefined);
      return labels.map((_, i) => {
        const item = Object.fromEntries(
          columns.map((c) => {
            const list = record[joinedLabelKey(field, c)];
            return [c, Array.isArray(list) ? list[i] : undefined];
          }),
        );
        return reference(target, item);
      });
    },
  };
}

/** The namer of the language the screen shows, new on a language change. */
export function useLabels(): Labels {
  const [locale] = useLocaleState();
  return useMemo(() => labelsIn(locale), [locale]);
}

/** `Labels.reference` in the current language, for code outside a render. */
export function referenceLabel(target: ResourceDef, record: Values, viaField?: string): string {
  return labelsIn(getCurrentLanguage().locale).reference(target, record, viaField);
}

/** `Labels.carried` in the current language, for code outside a render (an export). */
export function carriedLabels(target: ResourceDef, record: Values, field: string): string[] | undefined {
  return labelsIn(getCurrentLanguage().locale).carried(target, record, field);
}
