import Button from 'react-bootstrap/Button';
import { undoLabel, type Undoable } from '../door-screen.ts';

type Props = { undoable: Undoable | null; undone: string | null; onUndo: () => void };

/**
 * Takes back the last admission, named, so door staff see whom they are about to let out of the count; a red or
 * amber scan changed nothing and is never what it undoes. Disabled when there is nothing to take back, and says
 * what it took back afterwards.
 */
export function UndoAdmission({ undoable, undone, onUndo }: Props) {
  return (
    <div className="mb-3">
      <Button variant="outline-secondary" onClick={onUndo} disabled={!undoable}>
        {undoLabel(undoable)}
      </Button>
      <p className="small mt-1 mb-0" role="status" data-testid="undo-status">
        {undone ?? ''}
      </p>
    </div>
  );
}
