import { BULK_ACTION_KINDS, type BulkActionKind } from '@admit/shared';
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { BulkActionModal, type BulkScope } from './BulkActionModal.tsx';
import { BulkProgress } from './BulkProgress.tsx';
import { BULK_LABELS } from './bulk-words.ts';

/** The selection bar's actions on many orders: each confirmed in its modal, then its progress above the list. */
export function BulkActionButtons({ onChoose }: { onChoose: (kind: BulkActionKind) => void }) {
  return (
    <div className="d-flex flex-wrap gap-2">
      {BULK_ACTION_KINDS.map((kind) => (
        <Button
          key={kind}
          size="sm"
          variant={kind === 'RESEND' ? 'outline-primary' : 'outline-danger'}
          onClick={() => onChoose(kind)}
        >
          {BULK_LABELS[kind]}
        </Button>
      ))}
    </div>
  );
}

/** The state of bulk actions on a list: the one being confirmed and the one running. */
export function useBulkActions(eventId: string, onFinished: () => void) {
  const [asking, setAsking] = useState<{ kind: BulkActionKind; scope: BulkScope } | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const done = useCallback(() => onFinished(), [onFinished]);
  const modal = asking && (
    <BulkActionModal
      eventId={eventId}
      kind={asking.kind}
      scope={asking.scope}
      onStarted={(id) => {
        setAsking(null);
        setRunning(id);
      }}
      onCancel={() => setAsking(null)}
    />
  );
  const progress = running && <BulkProgress id={running} onDone={done} onDismiss={() => setRunning(null)} />;
  return { ask: (kind: BulkActionKind, scope: BulkScope) => setAsking({ kind, scope }), modal, progress };
}
