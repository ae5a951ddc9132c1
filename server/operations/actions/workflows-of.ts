import type { ResourceDeclaration } from '../../../resources/declaration';
import type { ActionNameOf, ActionOf, FieldValues, InputOf, RecordOf, StateOf } from '../../../resources/record-types';
import { handlerKeyOf, type ActionCall, type ActionHandler, type ActionHandlers } from './run-action';

// A resource's workflow handlers, declared beside it and typed by its declaration: one handler per declared
// action (a missing or misspelt one is a compile error), each given the record as the declaration's fields make
// it and the input as the action declares it. run-action.ts runs them; the app finds them by resource and action.

/** What the handler of action `N` of declaration `D` is given (run-action.ts's call, typed). */
export type WorkflowCall<D extends ResourceDeclaration, N extends string = ActionNameOf<D>> = Omit<ActionCall, 'input' | 'record' | 'records' | 'move'> & {
  /** The action's input, validated against its declared fields. */
  input: InputOf<ActionOf<D, N>>;
  /** The record of a `record` action (`:id`), locked for the transaction. */
  record: RecordOf<D>;
  /** The records of a `selection` action (`ids`), locked, in the order of their ids. */
  records: RecordOf<D>[];
  /** Moves a record's status to `to` (one of its declared states; default: the action's declared target), checking the transition. */
  move(record: RecordOf<D>, to?: StateOf<D>, values?: Partial<FieldValues<D>>): Promise<RecordOf<D>>;
};

/** One handler for each action the declaration declares, by the action's name. */
export type Workflows<D extends ResourceDeclaration> = {
  readonly [N in ActionNameOf<D>]: (call: WorkflowCall<D, N>) => unknown;
};

/** The handlers of `declaration`'s actions, for the app's list (server/modules/workflows.ts). */
export const workflowsOf = <D extends ResourceDeclaration>(declaration: D, handlers: Workflows<D>): ActionHandlers =>
  Object.fromEntries(Object.entries(handlers).map(([name, handler]) => [handlerKeyOf(declaration.name, name), handler as ActionHandler]));

/** A call whose input holds at least `I`: for a handler shared by actions of several resources with that input. */
export type CallWith<I> = Omit<ActionCall, 'input'> & { input: I };
