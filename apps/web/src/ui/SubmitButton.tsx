import type { ComponentProps, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

type Props = Omit<ComponentProps<typeof Button>, 'type' | 'children'> & {
  /** The form is being sent: the button says so and cannot be pressed again. */
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
};

/** A form's submit button, which says what is happening while the form is sent (a form's `busy`: useSchemaForm's or useAction's). */
export function SubmitButton({ busy, busyLabel, children, disabled, ...button }: Props) {
  return (
    <Button {...button} type="submit" disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </Button>
  );
}
