import { lazy, Suspense } from '../react.js';
import type { ImageFieldProps } from './image-editor.js';

export type { ImageFieldProps };

// The picker (file input, crop, canvas) is a chunk of its own, loaded when a page shows it.
const ImageEditor = lazy(() => import('./image-editor.js'));

/**
 * A picture with "Upload a picture" / "Change picture" and "Remove picture": the chosen file is cropped to a
 * square (drag or arrow keys, zoom slider or + and −), resized to 256 px in the browser and saved as a data URL.
 */
export function ImageField(props: ImageFieldProps) {
  return (
    <Suspense fallback={null}>
      <ImageEditor {...props} />
    </Suspense>
  );
}
