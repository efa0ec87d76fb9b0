/**
 * TEST-ONLY: compares a screenshot with its reviewed baseline (pixelmatch over pngjs). Identical bytes pass at
 * once; otherwise pixels whose colour differs by more than THRESHOLD (anti-aliasing aside) are counted, and more
 * than MAX_RATIO of the picture, or another size, is a change.
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Per pixel: the colour distance (0 to 1) under which two pixels count as the same. */
export const THRESHOLD = 0.1;
/** Per picture: the share of differing pixels allowed (about 10 on a 1280×860 page, 3 on a phone). */
export const MAX_RATIO = 0.00001;

export type PngComparison =
  | { same: true; differing: number }
  | { same: false; reason: string; differing: number; diff?: Buffer };

export function comparePng(actual: Buffer, baseline: Buffer): PngComparison {
  if (actual.equals(baseline)) return { same: true, differing: 0 };
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(baseline);
  if (a.width !== b.width || a.height !== b.height) {
    return { same: false, reason: `size ${a.width}×${a.height}, baseline ${b.width}×${b.height}`, differing: Math.max(a.width * a.height, b.width * b.height) };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: THRESHOLD });
  const allowed = Math.floor(a.width * a.height * MAX_RATIO);
  if (differing <= allowed) return { same: true, differing };
  return { same: false, reason: `${differing} pixels differ (at most ${allowed} allowed)`, differing, diff: PNG.sync.write(diff) };
}
