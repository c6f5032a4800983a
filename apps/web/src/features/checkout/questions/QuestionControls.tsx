import { phoneCountries, type AnswerDraft } from '@admit/shared';
import { useId, useMemo, type ComponentProps, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { ControllerRenderProps } from 'react-hook-form';
import type { DetailsDraft } from './details-draft.ts';

type Field = ControllerRenderProps<DetailsDraft, `answers.${string}`>;

/** A group of boxes or radios with one legend, its refusal below them (a fieldset: read out as one question). */
function ChoiceGroup({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6">{label}</legend>
      {children}
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      )}
      {hint && !error && <Form.Text muted>{hint}</Form.Text>}
    </fieldset>
  );
}

type ChoiceProps = {
  field: Field;
  error?: string | undefined;
  label: string;
  hint?: ReactNode;
  options: readonly string[];
};

const ticked = (value: AnswerDraft | undefined): string[] => (Array.isArray(value) ? value : []);

/** Several choices: a box each; the answer is the ticked ones, in the organizer's order. */
export function ChoiceBoxes({ field, error, label, hint, options }: ChoiceProps) {
  const id = useId();
  const chosen = ticked(field.value);
  const toggle = (option: string, on: boolean) =>
    field.onChange(options.filter((o) => (o === option ? on : chosen.includes(o))));
  return (
    <ChoiceGroup label={label} error={error} hint={hint}>
      {options.map((o, i) => (
        <Form.Check
          key={o}
          id={`${id}-${i}`}
          type="checkbox"
          label={o}
          name={field.name}
          checked={chosen.includes(o)}
          isInvalid={!!error}
          onChange={(e) => toggle(o, e.target.checked)}
          onBlur={field.onBlur}
          {...(i === 0 ? { ref: field.ref } : {})}
        />
      ))}
    </ChoiceGroup>
  );
}

/** Yes or no, as two radios side by side. */
export function YesNoRadios({ field, error, label, hint }: ChoiceProps) {
  const id = useId();
  return (
    <ChoiceGroup label={label} error={error} hint={hint}>
      {(['yes', 'no'] as const).map((v, i) => (
        <Form.Check
          key={v}
          inline
          id={`${id}-${v}`}
          type="radio"
          label={v === 'yes' ? 'Yes' : 'No'}
          name={field.name}
          checked={field.value === v}
          isInvalid={!!error}
          onChange={() => field.onChange(v)}
          onBlur={field.onBlur}
          {...(i === 0 ? { ref: field.ref } : {})}
        />
      ))}
    </ChoiceGroup>
  );
}

/** The box a buyer must tick, its words the question's, with a link to what they agree to (a new tab). */
export function ConsentBox({
  field,
  error,
  question,
  place,
}: {
  field: Field;
  error?: string | undefined;
  question: { id: string; label: string; linkUrl: string; helpText: string };
  place: number;
}) {
  // The rest of `field` is its ref, name, onBlur and disabled, which the box takes as they are (as SwitchField).
  const { value, onChange, ...rest } = field;
  const label = (
    <>
      {question.label}{' '}
      <a href={question.linkUrl} target="_blank" rel="noopener noreferrer">
        (read it)
      </a>
    </>
  );
  return (
    <div className="mb-3">
      <Form.Check
        type="checkbox"
        id={`consent-${question.id}-${place}`}
        {...rest}
        label={label}
        checked={value === true}
        onChange={(e) => onChange(e.target.checked)}
        isInvalid={!!error}
        feedback={error}
        feedbackType="invalid"
      />
      {question.helpText && <Form.Text muted>{question.helpText}</Form.Text>}
    </div>
  );
}

/** Every country, named in the reader's language and sorted by that name; the answer is its region code. */
export function CountrySelect(props: ComponentProps<typeof Form.Select>) {
  const countries = useMemo(() => phoneCountries(navigator.language), []);
  return (
    <Form.Select {...props}>
      <option value="">Choose a country…</option>
      {countries.map((c) => (
        <option key={c.region} value={c.region}>
          {c.name}
        </option>
      ))}
    </Form.Select>
  );
}
