/**
 * Face detection and fingerprints (docs/faces.md), offline on the CPU: @vladmandic/face-api on
 * TensorFlow.js with its WASM backend (no native build, no download: the .wasm files and the model
 * weights come from node_modules). Loaded once per worker thread (./face-worker.mjs); nothing here
 * touches the database.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { FACE_DETECT_MAX_SIDE, FACE_MIN_SCORE } from '../../domain/faces';

const require = createRequire(import.meta.url);

/** One face found in an image: its box in the image's own pixels (after EXIF rotation). */
export interface DetectedFace {
  box: { x: number; y: number; width: number; height: number };
  /** The shorter side of the box as the detector saw it (pixels): what decides whether it is reliable. */
  pixels: number;
  /** The detector's confidence, 0..1. */
  score: number;
  /** The 128-number fingerprint (Euclidean distance between two tells how alike the faces are). */
  descriptor: number[];
}

export interface Detection {
  width: number;
  height: number;
  faces: DetectedFace[];
}

type FaceApi = typeof import('@vladmandic/face-api');
type Tf = typeof import('@tensorflow/tfjs');

let loaded: Promise<{ faceapi: FaceApi; tf: Tf }> | undefined;

async function load(): Promise<{ faceapi: FaceApi; tf: Tf }> {
  // face-api's Node build for WASM requires @tensorflow/tfjs and the WASM backend (CommonJS).
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
  const wasm = require('@tensorflow/tfjs-backend-wasm') as {
    setWasmPaths(p: string, usePlatformFetch?: boolean): void;
  };
  // The same instance face-api uses (it requires @tensorflow/tfjs itself).
  const tf = require('@tensorflow/tfjs') as Tf;
  wasm.setWasmPaths(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')) + path.sep);
  // One thread per worker: the pool runs one worker per core already.
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  await tf.setBackend('wasm');
  await tf.ready();
  tf.enableProdMode();
  const models = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(models);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(models);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(models);
  return { faceapi, tf };
}

/** Loads the models (once); later calls return at once. */
export function loadEngine(): Promise<void> {
  loaded ??= load();
  return loaded.then(() => undefined);
}

/**
 * Every face of an image (JPEG, PNG, WebP, ...) with its fingerprint. The image is decoded upright and
 * scaled to at most FACE_DETECT_MAX_SIDE pixels on its longer side for the detector; boxes are given
 * back in the decoded image's full size.
 */
export async function detectFaces(image: Uint8Array): Promise<Detection> {
  loaded ??= load();
  const { faceapi, tf } = await loaded;
  const { data, info } = await sharp(image, { failOn: 'error' })
    .rotate()
    .resize({
      width: FACE_DETECT_MAX_SIDE,
      height: FACE_DETECT_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const meta = await sharp(image).metadata();
  const upright = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  const scale = (upright ?? info.width) / info.width;
  const tensor = tf.tensor3d(
    new Uint8Array(data.buffer, data.byteOffset, data.length),
    [info.height, info.width, 3],
    'int32',
  );
  try {
    const results = await faceapi
      .detectAllFaces(tensor as never, new faceapi.SsdMobilenetv1Options({ minConfidence: FACE_MIN_SCORE }))
      .withFaceLandmarks()
      .withFaceDescriptors();
    return {
      width: Math.round(info.width * scale),
      height: Math.round(info.height * scale),
      faces: results.map((r) => ({
        box: {
          x: Math.round(r.detection.box.x * scale),
          y: Math.round(r.detection.box.y * scale),
          width: Math.round(r.detection.box.width * scale),
          height: Math.round(r.detection.box.height * scale),
        },
        pixels: Math.round(Math.min(r.detection.box.width, r.detection.box.height)),
        score: r.detection.score,
        descriptor: Array.from(r.descriptor),
      })),
    };
  } finally {
    tensor.dispose();
  }
}
