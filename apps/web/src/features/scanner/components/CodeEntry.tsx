import { enteredCodeSchema } from '@admit/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { TextField } from '../../../ui/TextField.tsx';

/**
 * A ticket code typed in, for when the camera cannot read it: usually the short code printed under the QR. Judged
 * like a scan (the door's verdict fills the screen); only an empty or impossible entry is refused beside the field.
 */
export function CodeEntry({ onCode }: { onCode: (code: string) => void }) {
  const form = useSchemaForm({ schema: enteredCodeSchema, defaultValues: { code: '' } });
  return (
    <Form
      noValidate
      className="mb-3"
      onSubmit={form.onSubmit(async ({ code }) => {
        onCode(code);
        form.reset();
      })}
    >
      <TextField
        control={form.control}
        name="code"
        label="Ticket code"
        hint="The 8 characters under the ticket’s QR code, such as K7QX 2MPA."
        className="mb-2"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <Button type="submit" variant="outline-primary">
        Check code
      </Button>
    </Form>
  );
}
