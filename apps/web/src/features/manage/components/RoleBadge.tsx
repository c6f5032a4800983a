import { ROLE_LABELS, type OrganizationRole } from '@admit/shared';
import Badge from 'react-bootstrap/Badge';

export function RoleBadge({ role }: { role: OrganizationRole }) {
  return (
    <Badge bg="light" text="dark" className="border">
      {ROLE_LABELS[role]}
    </Badge>
  );
}
