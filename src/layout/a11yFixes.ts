/**
 * Accessibility repairs for markup we do not own. react-admin 5's list row and "select all"
 * checkboxes pass `aria-label` to MUI's Checkbox, which puts it on the wrapping <span> instead of
 * the <input>: the input has no name (axe: label, aria-prohibited-attr). This moves the label onto
 * the input wherever such a checkbox appears, for every list of the app.
 */
import { useEffect } from 'react';

const SELECTOR = 'span.MuiCheckbox-root[aria-label]';

export function moveCheckboxLabels(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>(SELECTOR).forEach((span) => {
    const input = span.querySelector('input');
    const label = span.getAttribute('aria-label');
    if (!input || !label) return;
    input.setAttribute('aria-label', label);
    span.removeAttribute('aria-label');
  });
}

export function useCheckboxLabelRepair(): void {
  useEffect(() => {
    moveCheckboxLabels(document);
    const observer = new MutationObserver(() => moveCheckboxLabels(document));
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
    return () => observer.disconnect();
  }, []);
}
