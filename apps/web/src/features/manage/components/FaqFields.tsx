import { FAQ_MAX_ENTRIES, type EventInput } from '@admit/shared';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { TextField } from '../../../ui/TextField.tsx';

type Props = {
  /** The event form's control; the entries are its `faq` field, as the shared rules name them ("faq.0.question"). */
  control: Control<EventInput, unknown, EventInput>;
};

/** Questions attendees ask, shown on the event page; each entry is numbered so its inputs have distinct labels. */
export function FaqFields({ control }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'faq' });
  // A refusal of the list itself (too many questions), as opposed to one of its entries.
  const { errors } = useFormState({ control, name: 'faq' });
  const listError = errors.faq?.message ?? errors.faq?.root?.message;

  return (
    <fieldset className="mb-3">
      <legend className="h6">Frequently asked questions</legend>
      {listError && <div className="text-danger small mb-2">{listError}</div>}
      {fields.map((entry, index) => (
        <Card key={entry.id} className="mb-2">
          <Card.Body className="pb-1">
            <TextField control={control} name={`faq.${index}.question`} label={`Question ${index + 1}`} />
            <TextField
              control={control}
              name={`faq.${index}.answer`}
              label={`Answer ${index + 1}`}
              as="textarea"
              rows={3}
            />
            <Button variant="link" className="text-danger px-0 mb-2" onClick={() => remove(index)}>
              Remove question {index + 1}
            </Button>
          </Card.Body>
        </Card>
      ))}
      {fields.length < FAQ_MAX_ENTRIES && (
        <Button variant="outline-secondary" size="sm" onClick={() => append({ question: '', answer: '' })}>
          Add a question
        </Button>
      )}
    </fieldset>
  );
}
