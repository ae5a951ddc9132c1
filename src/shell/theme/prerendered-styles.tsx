// The antd styles of the portal's themes, made at build time: vite.config.ts runs this file with tsx and emits
// one CSS file per mode × palette × motion (full or reduced); main.tsx links the stored theme's before the app mounts (prerendered-styles-link.ts).
// antd makes a component's CSS in the browser on its first render — about a third of the shell's and a list's
// first render. cssinjs skips that work for every style the page's CSS lists (the `.data-ant-cssinjs-cache-path`
// rule extractStyle writes: style path → hash; a path starts with the theme's token hash), so the components
// below are rendered here with the very ThemeConfig the browser gets (theme-tokens.ts). A component, or a theme
// switched to later, that is missing here is still styled in the browser, as before. Run with
// NODE_ENV=production: antd's class hashes differ in development.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert,
  App,
  AutoComplete,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Layout,
  List,
  Menu,
  Modal,
  Pagination,
  Popover,
  Progress,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { renderToString } from 'react-dom/server';
import { prerenderedStylesName } from './prerendered-styles-link';
import { buildThemeConfig, PALETTES, type PaletteName, type ThemeMode } from './theme-tokens';

const MODES: readonly ThemeMode[] = ['dark', 'light'];

// What the shell, the generic screens and the dashboard show, with the variants that register styles of their
// own (a table with selection, sorting, filters and a pager carries Checkbox, Dropdown, Pagination, Spin…).
const Sample = () => (
  <App>
    <Layout hasSider>
      <Layout.Sider collapsible>
        <Menu mode="inline" items={[{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }]} />
      </Layout.Sider>
      <Layout>
        <Layout.Header />
        <Layout.Content>
          <Space>
            <Button type="primary">a</Button>
            <Button>a</Button>
            <Button type="text" shape="circle" />
            <Button type="link" danger size="small" />
            <Space.Compact>
              <Input />
              <Button />
            </Space.Compact>
          </Space>
          <Card title="a" extra={<Tag color="warning">a</Tag>} size="small">
            <Table
              rowKey="id"
              size="middle"
              dataSource={[{ id: 1, a: 'a' }]}
              columns={[{ key: 'a', dataIndex: 'a', title: 'a', sorter: true, filters: [{ text: 'a', value: 'a' }], responsive: ['md'] }]}
              rowSelection={{}}
              pagination={{ total: 100, showTotal: () => 'a' }}
              scroll={{ x: 'max-content' }}
              summary={() => <Table.Summary.Row />}
            />
          </Card>
          <Typography.Title level={1}>a</Typography.Title>
          <Typography.Text type="secondary">a</Typography.Text>
          <Typography.Paragraph>a</Typography.Paragraph>
          <Typography.Link>a</Typography.Link>
          <Row>
            <Col span={12}>
              <Statistic title="a" value={1} />
            </Col>
          </Row>
          <Flex />
          <Alert message="a" />
          <Result status="404" title="a" />
          <Empty />
          <Spin />
          <Skeleton active avatar />
          <Progress percent={50} />
          <Badge count={1}>
            <Avatar />
          </Badge>
          <Tooltip title="a">
            <span />
          </Tooltip>
          <Popover content="a">
            <span />
          </Popover>
          <Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }}>
            <span />
          </Dropdown>
          <Segmented options={['a', 'b']} />
          <Form>
            <Form.Item label="a">
              <Input />
            </Form.Item>
            <Input.TextArea />
            <InputNumber />
            <Select />
            <AutoComplete />
            <DatePicker />
            <DatePicker.RangePicker />
            <Checkbox />
            <Radio />
            <Switch />
          </Form>
          <List dataSource={['a']} renderItem={(item) => <List.Item>{item}</List.Item>} />
          <Descriptions items={[{ key: 'a', label: 'a', children: 'a' }]} />
          <Divider />
          <Pagination total={100} />
          <Modal />
          <Drawer />
        </Layout.Content>
        <Layout.Footer />
      </Layout>
    </Layout>
  </App>
);

/** Each theme's name (`dark-orange`…) and the CSS of the sample in it, with the cache-path list that lets cssinjs skip it. */
export const prerenderedStyles = () => {
  const styles: Record<string, string> = {};
  for (const mode of MODES)
    for (const palette of Object.keys(PALETTES) as PaletteName[])
      for (const isMotionReduced of [false, true]) {
        const cache = createCache();
        renderToString(
          <StyleProvider cache={cache}>
            <ConfigProvider theme={buildThemeConfig(mode, palette, { isMotionReduced })}>
              <Sample />
            </ConfigProvider>
          </StyleProvider>,
        );
        styles[prerenderedStylesName({ mode, palette }, isMotionReduced)] = extractStyle(cache, { plain: true, types: ['style'] });
      }
  return styles;
};

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'))) process.stdout.write(JSON.stringify(prerenderedStyles()));
