/**
 * Images are uploaded, never typed (issue 12 point 7): an `image` field holds the storage key the
 * server gave its upload (POST /api/images, or the profile photo), and the browser shows it through
 * GET /api/images/<key>, which checks who may see it.
 */

/**
 * The keys the server writes for uploaded images (server/files/keys.ts newImageKey): since image
 * fields accept only their own files, with the tag of the field the image was stored for; older keys
 * have none.
 */
export const IMAGE_KEY = /^(images|profile)\/\d{4}\/\d{2}\/[0-9a-z]{26}(-[0-9a-z]{8})?\.webp$/;

export const isImageKey = (value: unknown): value is string =>
  typeof value === 'string' && IMAGE_KEY.test(value);

/** The aspect (width / height) an image field crops to unless its declaration says otherwise. */
export const DEFAULT_IMAGE_ASPECT = 1;

/** Where the browser fetches an image value from; undefined when there is none (or it is no key). */
export function imageSrc(value: unknown): string | undefined {
  return isImageKey(value) ? `/api/images/${value}` : undefined;
}
