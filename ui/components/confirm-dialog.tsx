import { useEffect, useState } from '../react.js';
import { useMessages } from '../use-messages.js';
import { Button } from './button.js';
import type { ButtonProps } from './button.js';

export interface ConfirmOptions {
  /** The question, e.g. "Delete your account?" */
  title: string;
  /** What happens, in one or two sentences. */
  text: string;
  /** The label of the destructive button in the dialog. */
  confirm: string;
}

/** A modal `<dialog>`: focus moves into it (Cancel first), Escape cancels, focus returns on close. */
function ConfirmDialog({ title, text, confirm, done }: ConfirmOptions & { done(ok: boolean): void }) {
  const m = useMessages();
  useEffect(() => {
    const d = document.getElementById('ta-dialog') as HTMLDialogElement;
    if (d.showModal) d.showModal();
    return () => d.close?.();
  }, []);
  return (
    <dialog
      id="ta-dialog"
      className="ta-dialog"
      aria-labelledby="ta-dialog-t"
      aria-describedby="ta-dialog-d"
      onCancel={(e) => {
        e.preventDefault();
        done(false);
      }}
    >
      <h2 id="ta-dialog-t">{title}</h2>
      <p id="ta-dialog-d">{text}</p>
      <div className="ta-row">
        <Button variant="secondary" autoFocus onClick={() => done(false)}>
          {m.cancel}
        </Button>
        <Button type="button" danger onClick={() => done(true)}>
          {confirm}
        </Button>
      </div>
    </dialog>
  );
}

/**
 * A destructive button (secondary, error color) that first asks in an accessible modal dialog and calls
 * `onConfirm` only when the user confirmed. Only one dialog is open at a time.
 */
export function ConfirmButton({ ask, onConfirm, ...button }: ButtonProps & { ask: ConfirmOptions; onConfirm(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" danger {...button} onClick={() => setOpen(true)} />
      {open ? (
        <ConfirmDialog
          {...ask}
          done={(ok) => {
            setOpen(false);
            if (ok) onConfirm();
          }}
        />
      ) : null}
    </>
  );
}
