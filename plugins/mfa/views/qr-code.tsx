import { useEffect, useState } from '../../../ui/react.js';

/** Modules of light margin around the code, so a camera finds its edges on any page background. */
const QUIET = 2;

/** One SVG path of the dark modules, a unit square each, inside the quiet margin. */
function pathOf(size: number, dark: (x: number, y: number) => boolean): string {
  let d = '';
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (dark(x, y)) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
  return d;
}

/**
 * `value` as a QR code: an SVG image named by `label` (always dark on light, also in the dark theme). The QR
 * encoder is loaded on first render with `import()`, so it is a chunk of its own that only this code pulls in;
 * until then a blank square of the same size holds the place.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [drawn, setDrawn] = useState<{ value: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('lean-qr/nano').then(({ correction, generate }) => {
      const code = generate(value, { minCorrectionLevel: correction.M });
      if (live) setDrawn({ value, size: code.size + 2 * QUIET, path: pathOf(code.size, (x, y) => code.get(x, y)) });
    }, () => {}); // no chunk (offline): the link and the key below still work
    return () => void (live = false);
  }, [value]);
  const qr = drawn?.value === value ? drawn : null;
  return (
    <svg className="ta-qr" width="176" height="176" role="img" aria-label={label} aria-busy={qr ? undefined : true} viewBox={`0 0 ${qr?.size ?? 1} ${qr?.size ?? 1}`} shapeRendering="crispEdges">
      <rect width="100%" height="100%" fill="#fff" />
      {qr ? <path d={qr.path} fill="#000" /> : null}
    </svg>
  );
}
