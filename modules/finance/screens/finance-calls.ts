import { formatMoney } from '../../../src/i18n';

// The reconciliation screen's amounts; its runs are the generic useRunAction, its reads useActionRead.

export const formatEuro = (value: unknown) => (value === null || value === undefined ? '' : formatMoney(Number(value)));
