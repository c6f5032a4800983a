import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql/index.ts';
import type { Action } from '../../../lib/forms/use-action.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { ManageEventQuery } from '../manage-event-query.ts';

const DeleteTicketTypeMutation = graphql(`
  mutation DeleteTicketType($id: ID!) {
    deleteTicketType(id: $id)
  }
`);

type Props = {
  /** The type asked about; the modal is closed without one. */
  ticketType: { id: string; name: string } | null;
  /** The deletion's state, which the list clears when it opens the modal. */
  deletion: Action;
  onClose: () => void;
};

/** Asks before a ticket type goes; the API refuses one that has sold, and the modal says why. */
export function DeleteTicketTypeModal({ ticketType, deletion, onClose }: Props) {
  // The page's event query lists ticket types in their sort order: it is read again after a change.
  const [deleteTicketType] = useMutation(DeleteTicketTypeMutation, {
    refetchQueries: [ManageEventQuery],
    awaitRefetchQueries: true,
  });

  async function confirmDelete() {
    if (!ticketType) return;
    const ok = await deletion.run(() => deleteTicketType({ variables: { id: ticketType.id } }));
    if (ok) onClose();
  }

  return (
    <ConfirmModal
      show={!!ticketType}
      title={`Delete ${ticketType?.name ?? 'ticket type'}?`}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      variant="danger"
      busy={deletion.busy}
      onConfirm={() => void confirmDelete()}
      onCancel={onClose}
    >
      <FormError message={deletion.error} />
      <p className="mb-0">Only a ticket type with nothing sold can be deleted.</p>
    </ConfirmModal>
  );
}
