/**
 * No form of the app uses the browser's native validation (its bubbles speak the browser's language
 * and fight the app's messages beside the fields): every `<form>` in the page, now or added later, is
 * made `noValidate`. The app's forms say so themselves; this also covers forms we do not write
 * (react-admin's list filter form) and those of integrators' pages.
 */
function quiet(node: Node): void {
  if (node instanceof HTMLFormElement) node.noValidate = true;
  else if (node instanceof Element)
    for (const form of node.getElementsByTagName('form')) form.noValidate = true;
}

/** Makes every form below `root` noValidate, now and whenever one is added; returns the undo. */
export function installNoNativeValidation(root: Element = document.body): () => void {
  quiet(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(quiet);
  });
  observer.observe(root, { subtree: true, childList: true });
  return () => observer.disconnect();
}
