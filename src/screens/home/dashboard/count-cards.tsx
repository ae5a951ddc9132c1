import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import type { DashboardCard } from './dashboard-api';
import { translate } from '../../../i18n';

/** "How many need action" figures, each opening its list. */
export const CountCards = ({ cards }: { cards: DashboardCard[] }) => (
  <Row gutter={[16, 16]}>
    {cards.map((card) => (
      <Col key={card.key} xs={24} sm={12} lg={8}>
        <Card size="small" actions={card.link ? [<Link key="open" to={card.link}>{translate('Open list')}</Link>] : undefined}>
          <Statistic title={translate(card.title)} value={card.count} />
        </Card>
      </Col>
    ))}
  </Row>
);
