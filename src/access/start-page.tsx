// /auth/access for a user whose roles have no dashboard (hr, finance, sales: SPEC §2 sends them here): a start
// page with what waits for them (the lists declared to open on the work, with their counts) and their pages.
import { useList } from '@refinedev/core';
import { Badge, Button, Card, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { registry } from '../../resources.config';
import type { RouteDeclaration } from '../../resources/declaration';
import type { Role } from '../../resources/vocabulary';
import { withProductName } from '../config';
import { signOutUser } from '../providers/authProvider';
import type { RouteAccess } from './access-enforcer';
import type { MenuItem } from './resource-routes';
import { translate } from '../i18n';

const signOut = () => signOutUser().catch((error: unknown) => console.error('Sign-out failed', error));

/** The routes open to the roles that declare the rows waiting for their users (`opensOn`). */
export const waitingRoutes = (access: RouteAccess, roles: readonly Role[]): RouteDeclaration[] =>
  registry.flatMap((entry) => (entry.routes ?? []).filter((route) => route.opensOn && route.menu && access.canOpenRoute(roles, route.path)));

/** One list's waiting rows: how many, linked to the list opened on them. */
const WaitingCount = ({ route }: { route: RouteDeclaration }) => {
  const { result, query } = useList({
    resource: route.path,
    filters: route.opensOn ? [...route.opensOn] : [],
    pagination: { currentPage: 1, pageSize: 1 },
    meta: { scope: route.scope ?? 'admin' },
  });
  const label = translate(route.menu?.label ?? route.path);
  return (
    <li>
      <Link to={route.path}>
        <Space>
          <span>{label}</span>
          {!query.isLoading && <Badge count={result.total ?? 0} showZero overflowCount={999} color={result.total ? undefined : 'green'} />}
        </Space>
      </Link>
    </li>
  );
};

export type StartPageProps = { name: string; access: RouteAccess; roles: readonly Role[]; areas: readonly MenuItem[] };

export const StartPage = ({ name, access, roles, areas }: StartPageProps) => {
  const waiting = waitingRoutes(access, roles);
  const pages = areas.filter((area) => area.path !== '/');
  return (
    <main style={{ maxWidth: 720, margin: '48px auto', padding: '0 16px' }}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <div>
          <Typography.Title level={2}>{name ? translate('Welcome, {{name}}', { name }) : translate('Welcome')}</Typography.Title>
          <Typography.Paragraph type="secondary">{translate('Your start page: what waits for you and the pages your roles open.')}</Typography.Paragraph>
        </div>
        {waiting.length > 0 && (
          <Card title={translate('Waiting for you')} size="small">
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={translate('Waiting for you')}>
              {waiting.map((route) => (
                <WaitingCount key={route.path} route={route} />
              ))}
            </ul>
          </Card>
        )}
        <Card title={translate('Your pages')} size="small">
          <nav aria-label={translate('Your pages')}>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {pages.map((area) => (
                <li key={area.path}>
                  <Link to={area.path}>{`${withProductName(translate(area.section))} · ${translate(area.label)}`}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </Card>
        <Button onClick={signOut}>{translate('Sign out')}</Button>
      </Space>
    </main>
  );
};
