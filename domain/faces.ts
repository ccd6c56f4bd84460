/**
 * Face search ("find my photos", docs/faces.md): the figures the server and the screens share.
 */

/** The version of the consent text a student agrees to (domain/i18n/<folder>/faces.ts `consent.*`). Change it with the text. */
export const FACE_CONSENT_VERSION = '2026-11-26';

/** Numbers in one face fingerprint (face-api's recognition net). */
export const FACE_DESCRIPTOR_LENGTH = 128;

/** Photos are scaled to at most this many pixels on their longer side before detection: a gallery preview's size, so a scan reads all of its pixels. */
export const FACE_DETECT_MAX_SIDE = 1600;

/** Detector confidence below which a box is not taken for a face at all. */
export const FACE_MIN_SCORE = 0.5;

/** A face smaller than this (shorter side of its box, at the detection scale) is skipped: fingerprints of smaller faces are unreliable. */
export const FACE_MIN_PIXELS = 40;

/** An enrolment photo's face must be at least this large ... */
export const FACE_ENROL_MIN_PIXELS = 80;
/** ... and this clearly a face. */
export const FACE_ENROL_MIN_SCORE = 0.8;

/**
 * Two fingerprints closer than this (Euclidean distance) are the same person. Chosen from the
 * labelled set (docs/faces.md: false-match and missed-match rates); FACE_MATCH_THRESHOLD overrides it.
 */
export const FACE_MATCH_THRESHOLD = 0.45;

export type FaceMatchStatus = 'suggested' | 'confirmed' | 'rejected';
