import { useMutation } from '@apollo/client/react';
import {
  kindHasOptions,
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  questionDraftSchema,
  type QuestionDraft,
  type QuestionInput,
} from '@admit/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useWatch, type Control } from 'react-hook-form';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { SwitchField } from '../../../ui/SwitchField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { TicketTypeChoices, type TicketTypeOption } from '../components/TicketTypeChoices.tsx';
import type { QuestionFieldsFragment } from '../gql/graphql.ts';
import { CreateQuestionMutation, QuestionsQuery, UpdateQuestionMutation } from './question-documents.ts';

const NEW_QUESTION: QuestionDraft = {
  label: '',
  kind: 'SHORT_TEXT',
  helpText: '',
  required: true,
  scope: 'ORDER',
  ticketTypeIds: [],
  optionsText: '',
  linkUrl: '',
  showAtDoor: false,
};

const draftOf = (q: QuestionFieldsFragment): QuestionDraft => ({
  label: q.label,
  kind: q.kind,
  helpText: q.helpText,
  required: q.required,
  scope: q.scope,
  ticketTypeIds: [...q.ticketTypeIds],
  optionsText: q.options.join('\n'),
  linkUrl: q.linkUrl,
  showAtDoor: q.showAtDoor,
});

/** A new question, or an edit of one (`editing`): what it asks, of whom, and how it is answered. */
export function QuestionForm({
  eventId,
  ticketTypes,
  editing,
  onDone,
}: {
  eventId: string;
  ticketTypes: readonly TicketTypeOption[];
  editing?: QuestionFieldsFragment;
  onDone?: () => void;
}) {
  const form = useSchemaForm({
    schema: questionDraftSchema,
    defaultValues: editing ? draftOf(editing) : NEW_QUESTION,
  });
  const [create] = useMutation(CreateQuestionMutation, { refetchQueries: [QuestionsQuery], awaitRefetchQueries: true });
  const [update] = useMutation(UpdateQuestionMutation);
  const [added, setAdded] = useState<string | null>(null);
  const submit = form.onSubmit(async (input) => {
    setAdded(null);
    if (editing) {
      await update({ variables: { id: editing.id, input } });
      onDone?.();
      return;
    }
    await create({ variables: { eventId, input } });
    setAdded(input.label);
    form.reset(NEW_QUESTION);
  });
  const idPrefix = editing ? `question-${editing.id}` : 'question-new';
  return (
    <Form
      noValidate
      onSubmit={submit}
      aria-label={editing ? `Edit ${editing.label}` : 'New question'}
      className="border rounded p-3 mb-4"
    >
      <h3 className="h6">{editing ? 'Edit question' : 'New question'}</h3>
      <QuestionFormFields control={form.control} idPrefix={idPrefix} ticketTypes={ticketTypes} />
      <SubmitButton busy={form.busy} busyLabel="Saving…">
        {editing ? 'Save question' : 'Add question'}
      </SubmitButton>
      {onDone && (
        <Button variant="link" onClick={onDone}>
          Cancel
        </Button>
      )}
      <FormError message={form.alert} />
      {added && <FormSuccess>Buyers are now asked “{added}”.</FormSuccess>}
    </Form>
  );
}

/** What a question asks and how: the inputs shown follow the kind (options for choices, a link for consent). */
function QuestionFormFields({
  control,
  idPrefix,
  ticketTypes,
}: {
  control: Control<QuestionDraft, unknown, QuestionInput>;
  idPrefix: string;
  ticketTypes: readonly TicketTypeOption[];
}) {
  const kind = useWatch({ control, name: 'kind' });
  return (
    <>
      <TextField control={control} name="label" label="Question" />
      <SelectField control={control} name="kind" label="Answered with">
        {QUESTION_KINDS.map((k) => (
          <option key={k} value={k}>
            {QUESTION_KIND_LABELS[k]}
          </option>
        ))}
      </SelectField>
      {kindHasOptions(kind) && (
        <TextField control={control} name="optionsText" label="Options, one per line" as="textarea" rows={4} />
      )}
      {kind === 'CONSENT' && (
        <TextField control={control} name="linkUrl" label="Link to the text they agree to" type="url" inputMode="url" />
      )}
      <TextField control={control} name="helpText" label="Help text (optional)" />
      <SelectField control={control} name="scope" label="Asked">
        <option value="ORDER">Once per order</option>
        <option value="TICKET">For each ticket</option>
      </SelectField>
      <TicketTypeChoices control={control} name="ticketTypeIds" idPrefix={idPrefix} ticketTypes={ticketTypes} />
      {kind !== 'CONSENT' && (
        <SwitchField control={control} name="required" id={`${idPrefix}-required`} label="Required" />
      )}
      <SwitchField
        control={control}
        name="showAtDoor"
        id={`${idPrefix}-door`}
        label="Show the answer at the door after a scan"
      />
    </>
  );
}
