import { Card, Tag, Typography } from 'antd';
import { ownMonthSheetRoute } from '../../../resources/paths';
import { PolicyLink } from '../../../src/access/policy-link';
import { firmTodayDayjs } from '../../../src/config/firm-today';
import { translate } from '../../../src/i18n';
import { monthLabel, type ProfileSection } from '../../../src/screens/home/profile/profile-contributions';
import { useOwnRecords } from '../../../src/screens/home/profile/use-own-records';
import { monthSheets } from '../month-sheets.resource';

// The pm module's part of the profile (src/screens/home/profile): this month's time sheet.

const MonthSheetStatus = () => {
  const today = firmTodayDayjs();
  const { rows, isLoading } = useOwnRecords(monthSheets, {
    filters: [
      { field: 'year', operator: 'eq', value: today.year() },
      { field: 'month', operator: 'eq', value: today.month() + 1 },
    ],
    pageSize: 1,
  });
  const sheet = rows[0];
  return (
    <Card size="small" title={translate('Time sheet this month')} loading={isLoading}>
      {sheet ? (
        <PolicyLink to={ownMonthSheetRoute(sheet.id)}>
          {monthLabel(sheet)} <Tag>{translate(String(sheet.status))}</Tag>
        </PolicyLink>
      ) : (
        <Typography.Text type="secondary">{translate('No month sheet yet')}</Typography.Text>
      )}
    </Card>
  );
};

export const profileSections: readonly ProfileSection[] = [{ key: 'monthSheet', place: 20, span: 'beside', Section: MonthSheetStatus }];
