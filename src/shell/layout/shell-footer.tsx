import { Layout, Typography } from 'antd';
import type { Company } from '../../config';

export type { Company };

/** The footer area with the company link (SPEC §1). */
export const ShellFooter = ({ company }: { company?: Company }) => (
  <Layout.Footer style={{ textAlign: 'center', padding: '12px 24px' }}>
    {company && (
      <Typography.Text type="secondary">
        <Typography.Link href={company.url} target="_blank" rel="noopener noreferrer">
          {company.name}
        </Typography.Link>
        {company.address && ` · ${company.address}`}
      </Typography.Text>
    )}
  </Layout.Footer>
);
