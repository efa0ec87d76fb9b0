/**
 * The image picker behind <ImageField>, loaded on first use: a file input, a square crop on a canvas (drag or
 * arrow keys to move, slider or + and − to zoom) and the 256 px result as a data URL. Its styles come with it.
 */
import type { Result } from '../../kernel/index.js';
import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from '../react.js';
import { imageMessages } from '../image-messages.js';
import type { ImageMessages } from '../image-messages.js';
import { formatMessage } from '../messages.js';
import { useAction } from '../use-action.js';
import { useMessages } from '../use-messages.js';
import { Avatar, avatarCss } from './avatar.js';
import { Button } from './button.js';
import { ErrorAlert } from './error-alert.js';
import { Notice } from './notice.js';

/** Side of the saved square, in pixels. */
export const IMAGE_SIZE = 256;
/** Largest file the picker opens. */
export const MAX_IMAGE_MB = 10;
const MAX_ZOOM = 4;
const STEP = 8;
const KEYS: Record<string, [number, number, number]> = {
  ArrowLeft: [-STEP, 0, 1], ArrowRight: [STEP, 0, 1], ArrowUp: [0, -STEP, 1], ArrowDown: [0, STEP, 1], '+': [0, 0, 1.1], '=': [0, 0, 1.1], '-': [0, 0, 1 / 1.1],
};

const css =
  avatarCss +
  '.ta-crop{display:grid;gap:12px;justify-items:start}.ta-crop canvas{width:min(256px,100%);aspect-ratio:1;border-radius:var(--r);cursor:move;touch-action:none;background:var(--ta-color-info-bg)}' +
  '.ta-crop label{display:grid;gap:4px;width:min(256px,100%)}';

/** The picture being cropped: `x`, `y` is the centre of the square, in image pixels. */
interface Crop {
  image: ImageBitmap;
  zoom: number;
  x: number;
  y: number;
}

/** The square the crop shows (side and top-left corner, in image pixels), kept inside the image. */
export function cropSquare({ image, zoom, x, y }: Crop): { side: number; left: number; top: number } {
  const side = Math.min(image.width, image.height) / zoom;
  const corner = (c: number, size: number) => Math.min(Math.max(c - side / 2, 0), size - side);
  return { side, left: corner(x, image.width), top: corner(y, image.height) };
}

/** Opens the file as an image, or says why it cannot. */
async function openImage(file: File, m: ImageMessages): Promise<ImageBitmap | string> {
  if (!file.type.startsWith('image/')) return m.imageNotImage;
  if (file.size > MAX_IMAGE_MB * 1024 * 1024) return formatMessage(m.imageTooLarge, { max: MAX_IMAGE_MB });
  return createImageBitmap(file).catch(() => m.imageNotImage);
}

export interface ImageFieldProps {
  /** Names the picker, e.g. "Profile picture" (the default) or "Picture of Acme". */
  label?: string;
  /** Whose picture: its initials stand in while there is none. */
  name: string;
  /** The current picture (a URL or a data URL), or null. */
  src: string | null;
  /** Saves the new picture (a `data:image/…;base64,` URL of a 256 px square) or null to remove it. */
  onSave(url: string | null): Promise<Result<unknown>>;
}

export function ImageEditor({ label, name, src, onSave }: ImageFieldProps) {
  const m = useMessages(imageMessages);
  const input = useRef<HTMLInputElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const save = useAction(async (url: string | null) => {
    const r = await onSave(url);
    if (!r.error) {
      setCrop(null);
      setNote(url ? m.imageSaved : m.imageRemoved);
    }
    return r;
  });
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!crop || !ctx) return;
    const { side, left, top } = cropSquare(crop);
    ctx.clearRect(0, 0, IMAGE_SIZE, IMAGE_SIZE);
    ctx.drawImage(crop.image, left, top, side, side, 0, 0, IMAGE_SIZE, IMAGE_SIZE);
  }, [crop]);
  const cropping = crop !== null;
  const started = useRef(false);
  useEffect(() => {
    // into the crop when it opens; back to "Change picture" when it closes
    if (cropping) canvas.current?.focus();
    else if (started.current) group.current?.querySelector('button')?.focus();
    started.current ||= cropping;
  }, [cropping]);

  const pick = async (file: File | undefined) => {
    setNote('');
    setProblem(null);
    save.reset();
    if (!file) return;
    const image = await openImage(file, m);
    if (typeof image === 'string') {
      setCrop(null);
      setProblem(image);
    } else setCrop({ image, zoom: 1, x: image.width / 2, y: image.height / 2 });
  };
  /** Moves the picture by (dx, dy) canvas pixels and multiplies its zoom by `z`. */
  const move = (dx: number, dy: number, z = 1) =>
    setCrop((c) => {
      if (!c) return c;
      const { side, left, top } = cropSquare(c);
      const k = side / IMAGE_SIZE;
      return { ...c, zoom: Math.min(Math.max(c.zoom * z, 1), MAX_ZOOM), x: left + side / 2 - dx * k, y: top + side / 2 - dy * k };
    });
  const onKey = (e: KeyboardEvent) => {
    const k = KEYS[e.key];
    if (!k) return;
    e.preventDefault();
    move(k[0] * (e.shiftKey ? 4 : 1), k[1] * (e.shiftKey ? 4 : 1), k[2]);
  };
  return (
    <div ref={group} className="ta-stack" role="group" aria-label={label ?? m.imageLabel}>
      <style>{css}</style>
      <div className="ta-row">
        <Avatar name={name} src={src} large />
        <Button type="button" variant="secondary" onClick={() => input.current?.click()}>
          {src ? m.imageChange : m.imageUpload}
        </Button>
        {src ? (
          <Button type="button" variant="secondary" danger loading={save.pending && !crop} onClick={() => void save.run(null)}>
            {m.imageRemove}
          </Button>
        ) : null}
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            void pick(file);
          }}
        />
      </div>
      {crop ? (
        <div className="ta-crop">
          <canvas
            ref={canvas}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            tabIndex={0}
            role="img"
            aria-label={m.imageCrop}
            onKeyDown={onKey}
            onPointerDown={(e) => {
              e.currentTarget.setPointerCapture(e.pointerId);
              drag.current = { x: e.clientX, y: e.clientY };
            }}
            onPointerMove={(e) => {
              const from = drag.current;
              if (!from) return;
              const k = IMAGE_SIZE / e.currentTarget.clientWidth;
              move((e.clientX - from.x) * k, (e.clientY - from.y) * k);
              drag.current = { x: e.clientX, y: e.clientY };
            }}
            onPointerUp={() => (drag.current = null)}
          />
          <label>
            {m.imageZoom}
            <input
              type="range"
              min={1}
              max={MAX_ZOOM}
              step={0.05}
              value={crop.zoom}
              onChange={(e) => {
                const zoom = Number(e.currentTarget.value);
                setCrop((c) => c && { ...c, zoom });
              }}
            />
          </label>
          <div className="ta-row">
            <Button type="button" loading={save.pending} onClick={() => void save.run(canvas.current!.toDataURL('image/webp', 0.9))}>
              {m.save}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setCrop(null)}>
              {m.cancel}
            </Button>
          </div>
        </div>
      ) : null}
      <ErrorAlert error={problem ?? save.error} />
      <Notice tone="success">{note}</Notice>
    </div>
  );
}

export default ImageEditor;
