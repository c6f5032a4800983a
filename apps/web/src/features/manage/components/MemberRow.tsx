import { ORGANIZATION_ROLES, ROLE_LABELS, type OrganizationRole } from '@admit/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { RoleBadge } from './RoleBadge.tsx';
import { memberName } from './member-name.ts';
import type { TeamMember } from './team-queries.ts';

type Props = {
  member: TeamMember;
  isViewer: boolean;
  /** Owners see a role select and a remove button; everyone else, the role. */
  managesTeam: boolean;
  busy: boolean;
  onRoleChange: (role: OrganizationRole) => void;
  onRemove: () => void;
};

const isRole = (value: string): value is OrganizationRole => (ORGANIZATION_ROLES as readonly string[]).includes(value);

/** One member of the team: who they are, and their role. */
export function MemberRow({ member, isViewer, managesTeam, busy, onRoleChange, onRemove }: Props) {
  const name = memberName(member);
  return (
    <tr>
      <td className="text-break">
        {name}
        {isViewer && <span className="text-body-secondary"> (you)</span>}
        {member.user.displayName && member.user.email && (
          <div className="small text-body-secondary">{member.user.email}</div>
        )}
      </td>
      {/* Select and button stacked in one cell: side by side they squeeze the role to "Own…" on a phone. */}
      <td style={{ width: '9.5rem' }}>
        {managesTeam ? (
          <>
            <Form.Select
              size="sm"
              aria-label={`Role of ${name}`}
              value={member.role}
              disabled={busy}
              onChange={(e) => {
                if (isRole(e.target.value)) onRoleChange(e.target.value);
              }}
            >
              {ORGANIZATION_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Form.Select>
            {!isViewer && (
              <Button variant="link" size="sm" className="text-danger px-0" onClick={onRemove}>
                Remove<span className="visually-hidden"> {name}</span>
              </Button>
            )}
          </>
        ) : (
          <RoleBadge role={member.role} />
        )}
      </td>
    </tr>
  );
}
