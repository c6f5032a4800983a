import Button from 'react-bootstrap/Button';
import { downloadTextFile } from '../download-file.ts';

/** The event as an .ics file, which phones offer to add to their calendar. */
export function AddToCalendarButton({ calendar, fileName }: { calendar: string; fileName: string }) {
  return (
    <Button
      variant="outline-primary"
      className="w-100"
      onClick={() => downloadTextFile(`${fileName}.ics`, calendar, 'text/calendar;charset=utf-8')}
    >
      Add to calendar
    </Button>
  );
}
