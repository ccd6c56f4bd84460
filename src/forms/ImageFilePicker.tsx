import type { Ref } from 'react';

/** The image types an upload takes (the server checks the bytes again). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * A hidden input choosing one image, opened by a button through `ref`; it is emptied after each
 * choice, so the same file can be chosen again.
 */
export function ImageFilePicker({
  ref,
  testId,
  onPick,
}: {
  ref: Ref<HTMLInputElement>;
  testId: string;
  onPick: (file: File) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={IMAGE_ACCEPT}
      hidden
      data-testid={testId}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) onPick(file);
      }}
    />
  );
}
