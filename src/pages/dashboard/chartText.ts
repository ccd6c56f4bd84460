/**
 * Room for the charts' texts (axis labels are never cut off): label widths measured in
 * the axis font, category names wrapped onto lines instead of shortened, and value ticks chosen
 * here so the widest one is known before recharts draws it.
 */

export type Measure = (text: string) => number;

/**
 * The width in px of a text in `font` (a CSS font shorthand), measured on a canvas. Without one
 * (jsdom) an estimate of 0.6 em per character.
 */
export function textMeasure(font: string, fontSize: number): Measure {
  const canvas =
    typeof document !== 'undefined' && !/jsdom/i.test(navigator.userAgent)
      ? document.createElement('canvas')
      : undefined;
  const context = canvas?.getContext('2d');
  if (!context) return (text) => text.length * fontSize * 0.6;
  context.font = font;
  return (text) => context.measureText(text).width;
}

/** A word longer than `max` cut into pieces that fit. */
function pieces(word: string, max: number, measure: Measure): string[] {
  const out: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char) > max) {
      out.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece) out.push(piece);
  return out;
}

/** `text` on as many lines of at most `max` px as it needs, broken between words (inside one only when it is longer than a line). */
export function wrapText(text: string, max: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= max) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (measure(word) <= max) line = word;
    else {
      const cut = pieces(word, max, measure);
      lines.push(...cut.slice(0, -1));
      line = cut[cut.length - 1] ?? '';
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** Whole-number ticks from 0 covering `max`: about `count` of them, each step 1, 2 or 5 times a power of ten. */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const ticks: number[] = [];
  for (let t = 0; t < max + step; t += step) ticks.push(t);
  return ticks;
}
