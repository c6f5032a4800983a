import { FAQ_MAX_ENTRIES, type FieldErrors } from '@admit/shared';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { TextField } from '../../../ui/TextField.tsx';

export type FaqEntry = { question: string; answer: string };

type Props = {
  entries: FaqEntry[];
  onChange: (entries: FaqEntry[]) => void;
  /** Keyed as the shared rules report them: "faq.0.question". */
  errors: FieldErrors;
};

/** Questions attendees ask, shown on the event page; each entry is numbered so its inputs have distinct labels. */
export function FaqFields({ entries, onChange, errors }: Props) {
  const update = (index: number, change: Partial<FaqEntry>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...change } : entry)));

  return (
    <fieldset className="mb-3">
      <legend className="h6">Frequently asked questions</legend>
      {errors['faq'] && <div className="text-danger small mb-2">{errors['faq']}</div>}
      {entries.map((entry, index) => (
        <Card key={index} className="mb-2">
          <Card.Body className="pb-1">
            <TextField
              label={`Question ${index + 1}`}
              value={entry.question}
              onChange={(question) => update(index, { question })}
              error={errors[`faq.${index}.question`]}
            />
            <TextField
              label={`Answer ${index + 1}`}
              as="textarea"
              rows={3}
              value={entry.answer}
              onChange={(answer) => update(index, { answer })}
              error={errors[`faq.${index}.answer`]}
            />
            <Button
              variant="link"
              className="text-danger px-0 mb-2"
              onClick={() => onChange(entries.filter((_, i) => i !== index))}
            >
              Remove question {index + 1}
            </Button>
          </Card.Body>
        </Card>
      ))}
      {entries.length < FAQ_MAX_ENTRIES && (
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={() => onChange([...entries, { question: '', answer: '' }])}
        >
          Add a question
        </Button>
      )}
    </fieldset>
  );
}
