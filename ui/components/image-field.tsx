import { lazy, Suspense } from '../react.js';
import type { Result } from '../../kernel/index.js';

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
