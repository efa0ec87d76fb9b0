import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { comparePng, MAX_RATIO } from './compare-png.js';

/** A grey picture; `paint` may change pixels (x, y) → [r, g, b]. */
function picture(width: number, height: number, paint?: (x: number, y: number) => [number, number, number] | undefined, filterType = -1): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint?.(x, y) ?? [200, 200, 200];
      png.data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return PNG.sync.write(png, { filterType });
}

describe('comparePng', () => {
  const base = picture(400, 300);

  it('passes identical bytes, and the same pixels encoded otherwise', () => {
    expect(comparePng(base, base)).toEqual({ same: true, differing: 0 });
    const reencoded = picture(400, 300, undefined, 0);
    expect(reencoded.equals(base)).toBe(false);
    expect(comparePng(reencoded, base)).toEqual({ same: true, differing: 0 });
  });

  it('passes a colour shift under the threshold', () => {
    expect(comparePng(picture(400, 300, () => [201, 200, 199]), base).same).toBe(true);
  });

  it('fails a changed block, naming the count, with a diff picture', () => {
    const changed = picture(400, 300, (x, y) => (x >= 10 && x < 14 && y >= 10 && y < 14 ? [20, 20, 20] : undefined));
    const result = comparePng(changed, base);
    expect(result.same).toBe(false);
    expect(result.differing).toBeGreaterThan(400 * 300 * MAX_RATIO);
    if (result.same) return;
    expect(result.reason).toMatch(/^\d+ pixels differ \(at most 1 allowed\)$/);
    const diff = PNG.sync.read(result.diff!);
    expect([diff.width, diff.height]).toEqual([400, 300]);
  });

  it('fails another size', () => {
    const result = comparePng(picture(400, 310), base);
    expect(result).toMatchObject({ same: false, reason: 'size 400×310, baseline 400×300' });
  });
});
