import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useMessages } from '../use-messages.js';
import { Button } from './button.js';

export interface ConfirmOptions {
  /** The question, e.g. "Delete your account?" */
  title: string;
  /** What happens, in one or two sentences. */
  text?: string;
  /** The label of the destructive button. */
  confirm: string;
}

type Open = ConfirmOptions & { done(ok: boolean): void };

/** A modal `<dialog>`: focus moves into it (Cancel first), Escape cancels, focus returns on close. */
function ConfirmDialog({ title, text, confirm, done }: Open) {
  const m = useMessages();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const d = ref.current!;
    if (d.showModal) d.showModal();
    else d.setAttribute('open', '');
    return () => d.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className="ta-dialog"
      aria-labelledby={`${id}t`}
      aria-describedby={text ? `${id}d` : undefined}
      onCancel={(e) => {
        e.preventDefault();
        done(false);
      }}
    >
      <h2 id={`${id}t`}>{title}</h2>
      {text ? <p id={`${id}d`}>{text}</p> : null}
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
 * Asks before a destructive action. Render `dialog` somewhere in the view;
 * `await ask({ title, text, confirm })` resolves true when the user confirmed.
 */
export function useConfirm(): { dialog: ReactNode; ask(options: ConfirmOptions): Promise<boolean> } {
  const [open, setOpen] = useState<Open | null>(null);
  const ask = useCallback(
    (o: ConfirmOptions) =>
      new Promise<boolean>((resolve) =>
        setOpen({
          ...o,
          done: (ok) => {
            setOpen(null);
            resolve(ok);
          },
        }),
      ),
    [],
  );
  return { dialog: open ? <ConfirmDialog {...open} /> : null, ask };
}
