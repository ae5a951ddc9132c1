import { useCan } from '@refinedev/core';
import { App, Button } from 'antd';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { actionNamed, actOf, ActionForm, useRunAction } from '../../../../src/screens/generic/actions';
import { SplitMatches } from './split-matches';
import type { SplitProposal } from './split-types';
import { translate } from '../../../../src/i18n';
import { payrolls } from '../../payrolls.resource';

// The consultant's one PDF of every payslip, in two declared steps (modules/hr/payrolls.resource.ts): the action's own
// form sends the month and the file and gets a page-by-page proposal; the accountant checks it and confirms,
// which sends the same file back with the choices. The file stays here in between; the server keeps nothing.

type PayslipSplitProps = { declaration: ResourceDeclaration; identifier: string };

export const PayslipSplit = ({ declaration, identifier }: PayslipSplitProps) => {
  const propose = actionNamed(payrolls, 'splitPayslips');
  const confirm = actionNamed(payrolls, 'confirmSplitPayslips');
  const { data: access } = useCan({ resource: declaration.name, action: actOf(propose) });
  const { run, isRunning } = useRunAction(payrolls, identifier);
  const { message } = App.useApp();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [pending, setPending] = useState<{ proposal: SplitProposal; file: File }>();
  if (access?.can !== true) return null;

  const onPropose = async (input: Record<string, unknown>, files: File[]) => {
    const proposal = await run(propose, { input, files });
    setPending({ proposal, file: files[0] });
  };
  const onConfirm = async (assignments: string) => {
    if (!pending) return;
    const { year, month } = pending.proposal;
    const answer = await run(confirm, { input: { year, month, assignments }, files: [pending.file] });
    void message.success(`${answer.attached.length} payslips attached`);
  };
  return (
    <>
      <Button onClick={() => setIsFormOpen(true)}>{translate(propose.label)}</Button>
      {isFormOpen && (
        <ActionForm action={propose} context={{ scope: 'admin' }} isOpen isRunning={isRunning} onSubmit={onPropose} onClose={() => setIsFormOpen(false)} />
      )}
      {pending && <SplitMatches proposal={pending.proposal} isRunning={isRunning} onConfirm={onConfirm} onClose={() => setPending(undefined)} />}
    </>
  );
};
