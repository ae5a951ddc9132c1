import { Card, Empty, List } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { PolicyLink } from '../../../access/policy-link';
import { translate } from '../../../i18n';

// The profile's sections are the modules': each module that shows the signed-in person something of their own
// exports `profileSections` from its screens/profile-sections.tsx, found by its folder (Vite's `import.meta.glob`),
// and the profile page places them by `place` and `span`, naming none.

/**
 * Where a section sits: `person` inside the person's card (beside the picture), `beside` in the column beside it,
 * `full` across the page, `third` in a row of three.
 */
export type ProfileSpan = 'person' | 'beside' | 'full' | 'third';

export type ProfileSection = { key: string; place: number; span: ProfileSpan; Section: ComponentType };

/** Every module's profile sections, by place. */
export const profileSections: readonly ProfileSection[] = Object.values(
  import.meta.glob<{ profileSections: readonly ProfileSection[] }>('../../../../modules/*/screens/profile-sections.tsx', { eager: true }),
)
  .flatMap((file) => file.profileSections)
  .sort((a, b) => a.place - b.place);

/** A row's month as the profile writes it (`03/2027`). */
export const monthLabel = (row: { month: number | null; year: number | null }) => `${String(row.month).padStart(2, '0')}/${row.year}`;

/** A section listing a few own rows, with a link to all of them where the viewer may open it. */
export const SectionList = <R extends { id: number }>({ title, rows, isLoading, link, render }: { title: string; rows: R[]; isLoading: boolean; link?: string; render: (row: R) => ReactNode }) => (
  <Card size="small" title={title} extra={link && <PolicyLink to={link} fallback={null}>{translate('All')}</PolicyLink>}>
    <List size="small" loading={isLoading} dataSource={rows} locale={{ emptyText: <Empty description={translate('Nothing here yet')} /> }} renderItem={(row) => <List.Item>{render(row)}</List.Item>} />
  </Card>
);
