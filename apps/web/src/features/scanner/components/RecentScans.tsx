import { headline, type DoorResult } from '../door-state.ts';

/** The last few scans, newest first, with the server's answer where it differed. */
export function RecentScans({ recent }: { recent: readonly DoorResult[] }) {
  if (recent.length === 0) return null;
  return (
    <section className="mb-3">
      <h2 className="h6">Recent scans</h2>
      <ul className="list-unstyled mb-0" aria-label="Recent scans">
        {recent.map((r) => (
          <li key={r.nonce} data-outcome={r.outcome} className="small">
            {headline(r)}
            {r.attendeeName ? ` · ${r.attendeeName}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
