import { answerKey, type QuestionKind } from '@admit/shared';
import Form from 'react-bootstrap/Form';
import { useController } from 'react-hook-form';
import { FieldGroup } from '../../../ui/FieldGroup.tsx';
import { ChoiceBoxes, ConsentBox, CountrySelect, YesNoRadios } from './QuestionControls.tsx';
import type { DetailsControl } from './details-draft.ts';

export type AskedQuestionView = {
  id: string;
  label: string;
  kind: QuestionKind;
  helpText: string;
  required: boolean;
  options: readonly string[];
  linkUrl: string;
};

/** What each text-like kind's input is, so a phone brings up the dial pad and a date the date picker. */
const INPUTS: Partial<
  Record<QuestionKind, { type: string; inputMode?: 'decimal' | 'tel' | 'email'; autoComplete?: string }>
> = {
  SHORT_TEXT: { type: 'text' },
  LONG_TEXT: { type: 'text' },
  NUMBER: { type: 'text', inputMode: 'decimal' },
  DATE: { type: 'date' },
  PHONE: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  EMAIL: { type: 'email', inputMode: 'email', autoComplete: 'email' },
};

/** One question's input at one place of the order (0: the order's), its refusal beside it. */
export function QuestionField({
  control,
  question,
  place,
}: {
  control: DetailsControl;
  question: AskedQuestionView;
  place: number;
}) {
  const { field, fieldState } = useController({ control, name: `answers.${answerKey(question.id, place)}` });
  const error = fieldState.error?.message;
  // Each ticket's copy of a question says which ticket it is for, so the labels differ for screen readers too.
  const words = place > 0 ? `${question.label} (ticket ${place})` : question.label;
  const label = question.required ? words : `${words} (optional)`;
  const hint = question.helpText || (question.kind === 'PHONE' ? 'With the country code: +44 7911 123456.' : undefined);
  if (question.kind === 'CONSENT') return <ConsentBox field={field} error={error} question={question} place={place} />;
  if (question.kind === 'MANY_CHOICES' || question.kind === 'YES_NO') {
    const Choices = question.kind === 'YES_NO' ? YesNoRadios : ChoiceBoxes;
    return <Choices field={field} error={error} label={label} hint={hint} options={question.options} />;
  }
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldGroup label={label} error={error} hint={hint}>
      {(props) => {
        const common = { ...props, ref: field.ref, name: field.name, value: text, onBlur: field.onBlur };
        const onChange = (e: { target: { value: string } }) => field.onChange(e.target.value);
        if (question.kind === 'COUNTRY') return <CountrySelect {...common} onChange={onChange} />;
        if (question.kind === 'ONE_CHOICE') {
          return (
            <Form.Select {...common} onChange={onChange}>
              <option value="">Choose…</option>
              {question.options.map((o) => (
                <option key={o}>{o}</option>
              ))}
            </Form.Select>
          );
        }
        const input = INPUTS[question.kind] ?? { type: 'text' };
        const long = question.kind === 'LONG_TEXT' ? { as: 'textarea' as const, rows: 3 } : {};
        return <Form.Control {...common} {...input} {...long} onChange={onChange} />;
      }}
    </FieldGroup>
  );
}
