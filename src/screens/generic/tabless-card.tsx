import { ConfigProvider } from 'antd';
import useCardStyle from 'antd/es/card/style';
import { useContext, type HTMLAttributes, type ReactNode } from 'react';

type TablessCardProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'small' | 'default';
};

/**
 * antd's Card as it looks with a title, an extra and a body, its own classes and styles, without the Card component:
 * that one imports Tabs (rc-tabs, ~12 KB brotli) for its `tabList`, which a screen on a phone's first load need not
 * carry (issue 45). For a card with tabs, a cover, actions or loading, use antd's Card.
 */
export const TablessCard = ({ title, extra, size, className, children, ...rest }: TablessCardProps) => {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('card');
  const [wrapCSSVar, hashId, cssVarCls] = useCardStyle(prefixCls);
  const classes = [prefixCls, `${prefixCls}-bordered`, size === 'small' && `${prefixCls}-small`, className, hashId, cssVarCls].filter(Boolean).join(' ');
  return wrapCSSVar(
    <div {...rest} className={classes}>
      {(title || extra) && (
        <div className={`${prefixCls}-head`}>
          <div className={`${prefixCls}-head-wrapper`}>
            {title && <div className={`${prefixCls}-head-title`}>{title}</div>}
            {extra && <div className={`${prefixCls}-extra`}>{extra}</div>}
          </div>
        </div>
      )}
      <div className={`${prefixCls}-body`}>{children}</div>
    </div>,
  );
};
