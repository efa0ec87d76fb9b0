import { useMessages } from '../use-messages.js';

/** Grey placeholder lines that keep the layout while data loads; screen readers hear "Loading…". */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const m = useMessages();
  return (
    <div aria-busy="true">
      <span className="ta-sr">{m.loading}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="ta-skeleton" style={{ width: `${90 - ((i * 27) % 45)}%` }} />
      ))}
    </div>
  );
}
