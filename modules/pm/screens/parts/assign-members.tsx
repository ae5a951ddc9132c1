import type { BaseKey } from '@refinedev/core';
import { Button, Card, Space } from 'antd';
import { useEffect, useId, useState } from 'react';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import type { ReferenceField } from '../../../../resources/vocabulary';
import { kindOf } from '../../../../src/fields';
import { useRunAction } from '../../../../src/screens/generic/actions';
import { actionNamed, useActionRead } from '../../../../src/screens/generic/actions';
import { translate } from '../../../../src/i18n';
import type { RowOf } from '../../../../resources/reply-types';
import type { projectMembers } from '../../project-members.resource';
import type { workOrderMembers } from '../../work-order-members.resource';

/** A member of a project or a work order: the two member resources share the employee. */
type Member = RowOf<typeof projectMembers | typeof workOrderMembers>;

/**
 * The members of a work order or a project, chosen all at once: the declared `assign` action sets exactly
 * the chosen employees (its `employeeIds` input is a list of references, picked with the field's own input).
 */
export const AssignMembers = ({ declaration, recordId, onSaved }: { declaration: ResourceDeclaration; recordId: BaseKey; onSaved?: () => void }) => {
  const members = useActionRead<Member[]>(declaration, 'members', { id: recordId });
  const assign = actionNamed(declaration, 'assign');
  const field = assign.input!.employeeIds as ReferenceField;
  const { run, isRunning } = useRunAction(declaration, declaration.name);
  const [chosen, setChosen] = useState<number[]>([]);
  const inputId = useId();
  const current = members.data;
  useEffect(() => setChosen((current ?? []).map((member) => member.employeeId)), [current]);
  const { Input } = kindOf(field);
  const save = async () => {
    await run(assign, { id: recordId, input: { employeeIds: chosen } });
    await members.refetch();
    onSaved?.();
  };
  return (
    <Card size="small" title={translate('Assign members')}>
      <Space.Compact style={{ width: '100%' }}>
        <div style={{ flex: 1 }}>
          {/* The card's title says what the box is for; screen readers need it said by a label of the box itself. */}
          <label htmlFor={inputId} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>
            {translate('Members to assign')}
          </label>
          <Input id={inputId} field={field} context={{ scope: 'admin' }} value={chosen} onChange={(next) => setChosen(next as number[])} placeholder={translate('Choose employees')} />
        </div>
        <Button type="primary" loading={isRunning} onClick={() => void save().catch(() => undefined)}>
          {translate('Save members')}
        </Button>
      </Space.Compact>
    </Card>
  );
};
