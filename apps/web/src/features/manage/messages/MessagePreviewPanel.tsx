import type { MessagePreview } from './use-message-preview.ts';
import { peopleWords } from './message-words.ts';

/**
 * The message as it would be mailed: how many it goes to, its subject, and its HTML in a sandboxed frame (no
 * scripts, no access to the page), so the organizer reads what holders will.
 */
export function MessagePreviewPanel({ preview }: { preview: MessagePreview }) {
  return (
    <section aria-label="Preview" className="border rounded p-3 mb-3" data-testid="message-preview">
      <p role="status" className="fw-semibold mb-1">
        {`This will go to ${peopleWords(preview.recipientCount)}`}
      </p>
      <p className="small text-body-secondary mb-2 text-break">Subject: {preview.subject}</p>
      <iframe
        title="Message preview"
        sandbox=""
        srcDoc={preview.html}
        className="w-100 border rounded bg-white"
        style={{ height: '24rem' }}
      />
    </section>
  );
}
